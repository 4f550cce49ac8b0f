// Races found by running (solver/drs_runrace.c) where the bounds are
// per-copy symbols: an orphaned `omp for`'s parameters may differ between
// the threads that call its function, so the model gives them one value
// per copy (NPB LU's blts(..., ist, iend, ...)).  The runs give such free
// locals (tracked, in no distinctness group, no thread's number) the
// choice's value in both copies, and the last two choices give the
// symbols the pair reads 1, 2, 3, ... in the order the model names them,
// then in the reverse order: `lo < hi` runs the guarded read of
// orphaned_up, `hi > lo` that of orphaned_down.  A race that needs the
// copies to differ (`if (i != lo)` true at i = 0 and i = 1 with lo = -1)
// is left to Z3, and so is every race-free verdict.  (The witnesses differ
// from Z3's, which picks lo = 0: no `no-race-runs` run of -verify here;
// lit runs every test with `verify-runs`, which checks each race found by
// running against its Z3 query.)
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

double a[100];
int n;

// CHECK: 'for' in 'orphaned_up': race; 3 accesses, 5 pairs checked, 2 solved (1 races found by running the loops);
void orphaned_up(int lo, int hi) {
#pragma omp for
  for (int i = lo; i <= hi; i++) {
    if (i != lo)
      a[i] += a[i - 1]; // expected-warning {{data race on 'a': write of a[0] in iteration i=0 conflicts with read in iteration i=1 [drsat]}} expected-note 2 {{conflicting read of 'a' here}}
    else
      a[i] = 0; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=2 [drsat]}}
  }
}

// CHECK: 'for' in 'orphaned_down': race; 3 accesses, 5 pairs checked, 2 solved (1 races found by running the loops);
void orphaned_down(int lo, int hi) {
#pragma omp for
  for (int i = hi; i >= lo; i--) {
    if (i != hi)
      a[i] += a[i + 1]; // expected-warning {{data race on 'a': write of a[0] in iteration i=0 conflicts with read in iteration i=-1 [drsat]}} expected-note 2 {{conflicting read of 'a' here}}
    else
      a[i] = 0; // expected-warning {{data race on 'a': write of a[2] in iteration i=2 conflicts with read in iteration i=1 [drsat]}}
  }
}

// CHECK: 'for' in 'orphaned_free': race-free; 2 accesses, 2 pairs checked, 0 solved;
void orphaned_free(int lo, int hi) {
#pragma omp for
  for (int i = lo; i <= hi; i++)
    a[i] = a[i] + 1;
}

// a region's locals, read from an input: the loop's own construct
// CHECK: 'for' in 'region_bounds': race; 2 accesses, 2 pairs checked, 1 solved (1 races found by running the loops);
void region_bounds(void) {
#pragma omp parallel
  {
    int lo = n, hi = n + 3;
#pragma omp for
    for (int i = lo; i < hi; i++)
      a[i] = a[i + 1]; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 when n=0 [drsat]}} expected-note {{conflicting read of 'a' here}}
  }
}
