// Worksharing loops of one static schedule class in a region
// (drs_worker.sched): logical iteration k of each runs on one thread, so
// two accesses that can name one element only in one logical iteration
// never race.  The filter (solver/drs_filter.c, drs_cheap_same_iteration_)
// settles such pairs without a query when each loop's logical iteration is
// co * v + P of its variable v, the same co and P in both, the counts are
// one value in both, and a subscript (or the byte offset, |s| past both
// sizes) is s * v + S with the same s and S: NPB LU's jacld/blts pairs.
// Each race-free function has racy twins that change one of those things;
// checked by mutation: no count check (counts_differ), no P check
// (count_const_shifted), no size check (bytes_overlap), no check of the
// offset's or the subscript's rest (shifted, rows_shifted) or of co
// (mirrored) each lose a race here, and no check that the count reads
// shared values only loses race_region_sync.c's static_nowait_trip_varies.
// Loops of an inner team race across the outer team's threads (nested).
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

int lo, hi;
double d[1000], e[1000];
double g[100][10], h[101][10];
int a[200];
char cb[1000];

static void up(int k) {
#pragma omp for schedule(static) nowait
  for (int i = lo; i <= hi; i++)
    d[i] = k; // expected-warning {{data race on 'd': write of d[0] in thread 0 at k=1, i=0 conflicts with read in thread 1 at k=1, i=0 when n=1, lo=0, hi=1 [drsat]}} expected-warning {{data race on 'd': write of d[0] in thread 0 at k=1, i=0 conflicts with read in thread 1 at k=1, i=-1 when n=1, lo=-1, hi=0 [drsat]}}
}

static void down(int k) {
#pragma omp for schedule(static) nowait
  for (int i = hi; i >= lo; i--)
    e[i] += d[i] + k; // expected-note {{conflicting read of 'd' here}}
}

// CHECK: 'parallel' in 'one_class': race-free; 3 accesses, 3 pairs checked, 0 solved
void one_class(int n) {
#pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
      up(k);
#pragma omp for schedule(static) nowait
      for (int i = lo; i <= hi; i++)
        e[i] = d[i];
    }
  }
}

// counting down: logical iteration (i - hi) / -1
// CHECK: 'parallel' in 'down_twice': race-free; 3 accesses, 3 pairs checked, 0 solved
void down_twice(int n) {
#pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
      down(k);
#pragma omp for schedule(static) nowait
      for (int i = hi; i >= lo; i--)
        e[i] *= 2;
    }
  }
}

// rows of a 2-D array, the inner subscript within its extent
// CHECK: 'parallel' in 'rows': race-free; 3 accesses, 3 pairs checked, 0 solved
void rows(int n) {
#pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
#pragma omp for schedule(static) nowait
      for (int i = 0; i < 100; i++)
        for (int j = 0; j < 10; j++)
          g[i][j] = k;
#pragma omp for schedule(static) nowait
      for (int i = 0; i < 100; i++)
        for (int j = 0; j < 10; j++)
          e[i] += g[i][j];
    }
  }
}

// CHECK: 'parallel' in 'bytes_apart': race-free; 1 accesses, 1 pairs checked, 0 solved
void bytes_apart(int n) {
#pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
#pragma omp for schedule(static) nowait
      for (int i = 0; i < 100; i++)
        *(int *)&cb[4 * i] = k;
    }
  }
}

// ---- racy twins ----

// one count, one element, but iteration k of `up` is element lo + k and of
// `down` element hi - k
// CHECK: 'parallel' in 'up_then_down': race;
void up_then_down(int n) {
#pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
      up(k); // expected-note {{in 'up' called here}}
      down(k); // expected-note {{in 'down' called here}}
    }
  }
}

// CHECK: 'parallel' in 'shifted': race;
void shifted(int n) {
#pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
      up(k); // expected-note {{in 'up' called here}}
#pragma omp for schedule(static) nowait
      for (int i = lo; i <= hi; i++)
        e[i] = d[i + 1]; // expected-note {{conflicting read of 'd' here}}
    }
  }
}

// CHECK: 'parallel' in 'counts_differ': race;
void counts_differ(int n) {
#pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
#pragma omp for schedule(static) nowait
      for (int i = lo; i <= hi; i++)
        d[i] = k; // expected-warning {{data race on 'd': write of d[0] in thread 0 at k=1, i=0 conflicts with read in thread 1 at k=1, i=0 when n=1, lo=0, hi=1 [drsat]}}
#pragma omp for schedule(static) nowait
      for (int i = lo; i < hi; i++)
        e[i] = d[i]; // expected-note {{conflicting read of 'd' here}}
    }
  }
}

// one count (100), but logical iteration k is a[k] in one loop, a[k + 1]
// in the other
// CHECK: 'parallel' in 'count_const_shifted': race;
void count_const_shifted(int n) {
#pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
#pragma omp for schedule(static) nowait
      for (int i = 0; i < 100; i++)
        a[i] = k; // expected-warning {{data race on 'a': write of a[1] in thread 0 at k=1, i=1 conflicts with write in thread 1 at k=1, i=1 when n=1 [drsat]}}
#pragma omp for schedule(static) nowait
      for (int i = 1; i < 101; i++)
        a[i] += 1; // expected-note {{conflicting write of 'a' here}}
    }
  }
}

// rows again, but iteration k of the second loop reads row k + 1
// CHECK: 'parallel' in 'rows_shifted': race;
void rows_shifted(int n) {
#pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
#pragma omp for schedule(static) nowait
      for (int i = 0; i < 100; i++)
        for (int j = 0; j < 10; j++)
          h[i][j] = k; // expected-warning {{data race on 'h': write of h[1][0] in thread 0 at k=1, i=1, j=0 conflicts with read in thread 1 at k=1, i=0, j=0 when n=1 [drsat]}}
#pragma omp for schedule(static) nowait
      for (int i = 0; i < 100; i++)
        for (int j = 0; j < 10; j++)
          e[i] += h[i + 1][j]; // expected-note {{conflicting read of 'h' here}}
    }
  }
}

// one count (100) and P (5), but logical iteration i + 5 against 5 - i
// CHECK: 'parallel' in 'mirrored': race;
void mirrored(int n) {
#pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
#pragma omp for schedule(static) nowait
      for (int i = -5; i < 95; i++)
        a[i + 100] = k; // expected-warning {{data race on 'a': write of a[95] in thread 0 at k=1, i=-5 conflicts with write in thread 1 at k=1, i=-5 when n=1 [drsat]}}
#pragma omp for schedule(static) nowait
      for (int i = 5; i > -95; i--)
        a[i + 100] += 1; // expected-note {{conflicting write of 'a' here}}
    }
  }
}

// 4-byte stores one byte apart
// CHECK: 'parallel' in 'bytes_overlap': race;
void bytes_overlap(int n) {
#pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
#pragma omp for schedule(static) nowait
      for (int i = 0; i < 100; i++)
        *(int *)&cb[i] = k; // expected-warning {{data race on 'cb': write of cb[0] in thread 0 at k=1, i=0 conflicts with write in thread 1 at k=2, i=1 when n=2 [drsat]}} expected-warning {{data race on 'cb': write of cb[0] in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note 2 {{conflicting write of 'cb' here}}
    }
  }
}

// g[i][j + 1] leaves its row: reported, and the race through it
// CHECK: 'parallel' in 'rows_leaving': race;
void rows_leaving(int n) {
#pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
#pragma omp for schedule(static) nowait
      for (int i = 0; i < 100; i++)
        for (int j = 0; j < 10; j++)
          g[i][j] = k; // expected-warning {{data race on 'g': write of g[1][0] in thread 0 at k=1, i=1, j=0 conflicts with read in thread 1 at k=1, i=0, j=9 when n=1 through the out-of-bounds access 'g[i][j + 1]' [drsat]}}
#pragma omp for schedule(static) nowait
      for (int i = 0; i < 100; i++)
        for (int j = 0; j < 10; j++)
          e[i] += g[i][j + 1]; // expected-warning {{out-of-bounds access 'g[i][j + 1]': subscript 10 in iteration k=1, i=0, j=9 is outside [0, 10) when n=1 [drsat]}} expected-note {{conflicting read of 'g' here}}
    }
  }
}

// two static loops of one count in a nested team: each outer thread has
// a team of its own, so iteration i of both runs on two threads
// CHECK: 'parallel' in 'nested': race;
void nested(void) {
#pragma omp parallel num_threads(2)
  {
#pragma omp parallel num_threads(2)
    {
#pragma omp for schedule(static) nowait
      for (int i = 0; i < 100; i++)
        e[i] = i; // expected-warning 2 {{data race on 'e': write of e[0] in thread 0 at i=0 conflicts with write in thread 1 at i=0 [drsat]}} expected-note {{conflicting write of 'e' here}}
#pragma omp for schedule(static) nowait
      for (int i = 0; i < 100; i++)
        e[i] += 1; // expected-warning {{data race on 'e': write of e[0] in thread 0 at i=0 conflicts with write in thread 1 at i=0 [drsat]}} expected-note 2 {{conflicting write of 'e' here}}
    }
  }
}
