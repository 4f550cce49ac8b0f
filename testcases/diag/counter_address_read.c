// A loop counter whose address is passed to a function defined in the file
// that only reads through it (`first(&i, &s)` with `*i` read, never written,
// copied or passed on) stays the loop's counter: the loop is counted, in a
// region (an `omp for` inside it, DataRaceBench's SmithWaterman) as in a
// construct.  A function that writes `*i`, or copies the pointer, leaves
// the loop uncounted ("not analyzed", named).  A call whose every path
// returns leaves the region's path as it was, so a barrier after it (the
// `omp for`'s) is not "under a condition"; one that may call exit() does.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s
#include <stdlib.h>

static long count(long i, long n) {
  if (i < n)
    return i;
  return n;
}

static void first(const long *i, long *s) { *s = *i * 2; }
static void bump(long *i) { *i = *i + 1; }
static void pass(long *i) { bump(i); }
static long must(long i) {
  if (i < 0)
    exit(1);
  return i;
}

void diagonals(double *h, long nd, long n) {
  long i, s, c;
#pragma omp parallel private(i, s, c) // expected-remark {{region is free of data races: 2 access pairs checked [drsat]}}
  {
    for (i = 1; i <= nd; ++i) {
      c = count(i, n);
      first(&i, &s);
#pragma omp for // expected-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
      for (long j = 0; j < c; ++j)
        h[j] = h[j] + 1;
    }
  }
}

void diagonals_racy(double *h, long nd, long n) {
  long i, s, c;
#pragma omp parallel private(i, s, c) // expected-remark {{region is free of data races: 2 access pairs checked [drsat]}}
  {
    for (i = 1; i <= nd; ++i) {
      c = count(i, n);
      first(&i, &s);
#pragma omp for
      for (long j = 0; j < n; ++j)
        h[j + 1] = h[j] + c; // expected-warning {{data race on 'h': write of h[1] in iteration j=0 conflicts with read in iteration j=1 when n=2 [drsat]}} expected-note {{conflicting read of 'h' here}}
    }
  }
}

void counter_plain(double *h, long n) {
  long s;
#pragma omp parallel for private(s) // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (long i = 0; i < n; ++i) {
    first(&i, &s);
    h[i] = 2;
  }
}

void counter_written(double *h, long n) {
  long s;
#pragma omp parallel for private(s) // expected-warning {{loop not analyzed: loop is not in canonical form: the address of the loop variable 'i' is taken [drsat]}}
  for (long i = 0; i < n; ++i) {
    bump(&i);
    h[i] = 2;
  }
}

void counter_copied(double *h, long nd, long n) {
  long i, c;
#pragma omp parallel private(i, c) // expected-warning {{region not analyzed: '#pragma omp for' inside a loop of the region is not modelled yet (the loop at line 77 around it is not a counted loop: the address of the loop variable 'i' is taken) [drsat]}}
  {
    for (i = 1; i <= nd; ++i) {
      c = count(i, n);
      pass(&i);
#pragma omp for // expected-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
      for (long j = 0; j < c; ++j)
        h[j] = h[j] + 1;
    }
  }
}

void may_exit(double *h, long nd, long n) {
  long i, c;
#pragma omp parallel private(i, c) // expected-warning {{region not analyzed: a barrier under a condition is not modelled yet [drsat]}}
  {
    for (i = 1; i <= nd; ++i) {
      c = must(i);
#pragma omp for // expected-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
      for (long j = 0; j < c; ++j)
        h[j] = h[j] + 1;
    }
  }
}

// a const parameter written through a cast is a write
static void sneaky(const long *i) { *(long *)i = *i + 1; }
void counter_cast_away(double *h, long n) {
#pragma omp parallel for // expected-warning {{loop not analyzed: loop is not in canonical form: the address of the loop variable 'i' is taken [drsat]}}
  for (long i = 0; i < n; ++i) {
    sneaky(&i);
    h[i] = 2;
  }
}
