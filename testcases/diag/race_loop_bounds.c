// Loop bounds of known values (literals, macros) and unknown ones
// (parameters): unknowns appear in the witness as " when n=...".
// RUN: %cc1 -verify %s

#define N 10
int a[100], b[100], c[100], d[100];

void macro_bound(void) {
  #pragma omp parallel for
  for (int i = 0; i < N; i++)
    // expected-warning@+2 {{data race on 'a': write of a[9] in iteration i=9 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + N - 1];
}

void unknown_upper(int n) {
  if (n > 2)
    return;
  // n <= 2 here; the race needs n = 2 (write at i = 1, read at i = 0).
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    // expected-warning@+2 {{data race on 'b': write of b[1] in iteration i=1 conflicts with read in iteration i=0 when n=2 [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[i] = b[i + 1];
}

void unknown_lower(int lo) {
  if (lo < 0)
    return;
  // lo .. 9: a dependence of distance 9 needs lo = 0.
  #pragma omp parallel for
  for (int i = lo; i < 10; i++)
    // expected-warning@+2 {{data race on 'c': write of c[9] in iteration i=9 conflicts with read in iteration i=0 when lo=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'c' here}}
    c[i] = c[i + 9];
}

void unknown_both(int lo, int hi) {
  // Witness picked by the solver (pinned after checking it by hand).
  #pragma omp parallel for
  for (int i = lo; i < hi; i++)
    // expected-warning@+2 {{data race on 'd': write of d[0] in iteration i=0 conflicts with read in iteration i=-1 when lo=-1, hi=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'd' here}}
    d[i] = d[i + 1];
}
