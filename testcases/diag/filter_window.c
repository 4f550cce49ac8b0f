// Tiles whose row loop starts at an input (solver/drs_filter.c, var_range;
// solver/drs_window.c).  Polyhedral code splits a tile's rows into loops that
// start at the tile (16 * c1) or at an input (nm), with the enclosing if
// saying which tiles run them: for (c3 = nm; c3 <= 16 * c1 + 15; ...) runs
// only where c1 <= floord(nm - 1, 16), i.e. nm > 16 * c1.  The filter reads
// that from the guard's floord (or, for a guard it cannot read, asks Z3 once
// per loop and path for the window [16 * c1, 16 * c1 + 15]) and then decides
// every pair through those rows itself ("0 solved"); a start that is a max
// over the tile's own start is read as well.  Where the window does not hold
// the pairs go to Z3, which finds the race.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

double A[128][128], B[128][128];

#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define min(x, y) ((x) < (y) ? (x) : (y))
#define max(x, y) ((x) > (y) ? (x) : (y))

void tail_rows(int nm, int ni) {
  // CHECK: filter_window.c:[[@LINE+1]]:3: 'parallel for' in 'tail_rows': race-free; 4 accesses, 3 pairs checked, 0 solved
  #pragma omp parallel for
  for (int c1 = 0; c1 <= floord(ni - 1, 16); c1++) {
    for (int c3 = 16 * c1; c3 <= min(16 * c1 + 15, nm - 1); c3++)
      for (int c4 = 0; c4 < 128; c4++)
        A[c3][c4] = B[c3][c4];
    if (c1 <= floord(nm - 1, 16))
      for (int c3 = nm; c3 <= min(16 * c1 + 15, ni - 1); c3++)
        for (int c4 = 0; c4 < 128; c4++)
          A[c3][c4] = 2.0 * B[c3][c4];
  }
}

// The guard as a product, not a floord: no syntactic fact says nm > 16 * c1,
// so the window [16 * c1, 16 * c1 + 15] of the second row loop is asked of
// Z3, once for the loop and path (solver/drs_window.c).
void tail_rows_product_guard(int nm, int ni) {
  // CHECK: filter_window.c:[[@LINE+1]]:3: 'parallel for' in 'tail_rows_product_guard': race-free; 2 accesses, 3 pairs checked, 0 solved
  #pragma omp parallel for
  for (int c1 = 0; c1 <= floord(ni - 1, 16); c1++) {
    for (int c3 = 16 * c1; c3 <= min(16 * c1 + 15, nm - 1); c3++)
      for (int c4 = 0; c4 < 128; c4++)
        A[c3][c4] = 1.0;
    if (16 * c1 + 1 <= nm)
      for (int c3 = nm; c3 <= min(16 * c1 + 15, ni - 1); c3++)
        for (int c4 = 0; c4 < 128; c4++)
          A[c3][c4] = 2.0;
  }
}

// The start a max over inputs, each guarded: max(nj, nm) >= nm > 16 * c1.
void tail_rows_max_inputs(int nm, int nj, int ni) {
  // CHECK: filter_window.c:[[@LINE+1]]:3: 'parallel for' in 'tail_rows_max_inputs': race-free; 1 accesses, 1 pairs checked, 0 solved
  #pragma omp parallel for
  for (int c1 = 0; c1 <= floord(ni - 1, 16); c1++)
    if (c1 <= min(floord(nm - 1, 16), floord(nj - 1, 16)))
      for (int c3 = max(nj, nm); c3 <= min(16 * c1 + 15, ni - 1); c3++)
        for (int c4 = 0; c4 < 128; c4++)
          A[c3][c4] = 3.0;
}

void max_start(int nm) {
  // CHECK: filter_window.c:[[@LINE+1]]:3: 'parallel for' in 'max_start': race-free; 1 accesses, 1 pairs checked, 0 solved
  #pragma omp parallel for
  for (int c1 = 0; c1 < 8; c1++)
    for (int c3 = max(16 * c1, nm); c3 <= 16 * c1 + 15; c3++)
      for (int c4 = 0; c4 < 128; c4++)
        A[c3][c4] = 0.0;
}

// Racy twins: the guard lets nm fall below the tile; the start is a min.
void tail_rows_unguarded(int nm, int ni) {
  // CHECK: filter_window.c:[[@LINE+1]]:3: 'parallel for' in 'tail_rows_unguarded': race; 1 accesses, 1 pairs checked, 1 solved
  #pragma omp parallel for
  for (int c1 = 0; c1 <= floord(ni - 1, 16); c1++)
    if (c1 <= floord(nm + 15, 16))
      for (int c3 = nm; c3 <= min(16 * c1 + 15, ni - 1); c3++)
        for (int c4 = 0; c4 < 128; c4++)
          // expected-warning@+2 {{data race on 'A': write of A[1][0] in iteration c1=0, c3=1, c4=0 conflicts with write in iteration c1=1, c3=1, c4=0 when ni=17, nm=1 [drsat]}}
          // expected-note@+1 {{conflicting write of 'A' here}}
          A[c3][c4] = 1.0;
}

void product_guard_too_wide(int nm, int ni) {
  // CHECK: filter_window.c:[[@LINE+1]]:3: 'parallel for' in 'product_guard_too_wide': race; 1 accesses, 1 pairs checked, 1 solved
  #pragma omp parallel for
  for (int c1 = 0; c1 <= floord(ni - 1, 16); c1++)
    if (16 * c1 <= nm + 16)
      for (int c3 = nm; c3 <= min(16 * c1 + 15, ni - 1); c3++)
        for (int c4 = 0; c4 < 128; c4++)
          // expected-warning@+2 {{data race on 'A': write of A[15][0] in iteration c1=0, c3=15, c4=0 conflicts with write in iteration c1=1, c3=15, c4=0 when ni=17, nm=14 [drsat]}}
          // expected-note@+1 {{conflicting write of 'A' here}}
          A[c3][c4] = 2.0;
}

void min_start(int nm) {
  // CHECK: filter_window.c:[[@LINE+1]]:3: 'parallel for' in 'min_start': race; 1 accesses, 1 pairs checked, 1 solved
  #pragma omp parallel for
  for (int c1 = 0; c1 < 8; c1++)
    for (int c3 = min(16 * c1, nm); c3 <= 16 * c1 + 15; c3++)
      for (int c4 = 0; c4 < 128; c4++)
        // expected-warning@+2 {{data race on 'A': write of A[0][0] in iteration c1=0, c3=0, c4=0 conflicts with write in iteration c1=1, c3=0, c4=0 when nm=0 [drsat]}}
        // expected-note@+1 {{conflicting write of 'A' here}}
        A[c3][c4] = 0.0;
}

// The guard's floord divides by 8, not the tile's 16: 8 * c1 < nm lets nm
// fall inside the previous tile (c1 = 1, nm = 9: rows 9..31).  The floord is
// read, but its divisor must be the tile's.
void floord_other_divisor(int nm, int ni) {
  // CHECK: filter_window.c:[[@LINE+1]]:3: 'parallel for' in 'floord_other_divisor': race; 1 accesses, 1 pairs checked, 1 solved
  #pragma omp parallel for
  for (int c1 = 0; c1 <= floord(ni - 1, 16); c1++)
    if (c1 <= floord(nm - 1, 8))
      for (int c3 = nm; c3 <= min(16 * c1 + 15, ni - 1); c3++)
        for (int c4 = 0; c4 < 128; c4++)
          // expected-warning@+2 {{data race on 'A': write of A[15][0] in iteration c1=0, c3=15, c4=0 conflicts with write in iteration c1=1, c3=15, c4=0 when ni=32, nm=14 [drsat]}}
          // expected-note@+1 {{conflicting write of 'A' here}}
          A[c3][c4] = 4.0;
}
