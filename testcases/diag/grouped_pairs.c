// The pairs of one object that the cheap filters leave are asked together,
// as one disjunction over Z3 Int (solver/drs_group.c): race-free when it is
// unsatisfiable.  A satisfiable group goes pair by pair, so every race
// still gets its own witness.  The bounds' division keeps the filters out:
// all three pairs reach Z3 ("3 solved").
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

double a[4000];

// rows [2 * c1, 2 * c1 + 2): disjoint
// CHECK: 'parallel for' in 'tiles': race-free; 3 accesses, 3 pairs checked, 3 solved
void tiles(int n) {
#pragma omp parallel for
  for (int c1 = 0; c1 < n; c1++)
    for (int j = (c1 * 4) / 2; j < c1 * 2 + 2; j++)
      a[j] = a[j] * 2 + a[j + 0 * n];
}

// rows [2 * c1, 2 * c1 + 3): the last row of a tile is the next tile's first
// CHECK: 'parallel for' in 'tiles_overlap': race; 3 accesses, 3 pairs checked, 3 solved
void tiles_overlap(int n) {
#pragma omp parallel for
  for (int c1 = 0; c1 < n; c1++)
    for (int j = (c1 * 4) / 2; j < c1 * 2 + 3; j++)
      // expected-warning@+5 2 {{data race on 'a': write of a[8] in iteration c1=4, j=8 conflicts with read in iteration c1=3, j=8 when n=778 [drsat]}}
      // expected-warning@+4 {{data race on 'a': write of a[2] in iteration c1=0, j=2 conflicts with write in iteration c1=1, j=2 when n=776 [drsat]}}
      // expected-note@+3 {{conflicting write of 'a' here}}
      // expected-note@+2 {{conflicting read of 'a' here}}
      // expected-note@+1 {{conflicting read of 'a' here}}
      a[j] = a[j] * 2 + a[j + 0 * n];
}
