// Tiles whose row loop starts at an input (solver/drs_filter.c, var_range;
// solver/drs_window.c).  Polyhedral code splits a tile's rows into loops that
// start at the tile (16 * c1) or at an input (nm), with the enclosing if
// saying which tiles run them: for (c3 = nm; c3 <= 16 * c1 + 15; ...) runs
// only where c1 <= floord(nm - 1, 16), i.e. nm > 16 * c1.  The filter asks
// Z3 once per loop and path for the window [16 * c1, 16 * c1 + 15] and then
// decides every pair through those rows itself ("0 solved"); a start that is
// a max over the tile's own start is read without Z3.  Where the window does
// not hold the pairs go to Z3, which finds the race.
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
          // expected-warning@+2 {{data race on 'A': write of A[28][4] in iteration c1=1, c3=28, c4=4 conflicts with write in iteration c1=2, c3=28, c4=4 when ni=512, nm=24 [drsat]}}
          // expected-note@+1 {{conflicting write of 'A' here}}
          A[c3][c4] = 1.0;
}

void min_start(int nm) {
  // CHECK: filter_window.c:[[@LINE+1]]:3: 'parallel for' in 'min_start': race; 1 accesses, 1 pairs checked, 1 solved
  #pragma omp parallel for
  for (int c1 = 0; c1 < 8; c1++)
    for (int c3 = min(16 * c1, nm); c3 <= 16 * c1 + 15; c3++)
      for (int c4 = 0; c4 < 128; c4++)
        // expected-warning@+2 {{data race on 'A': write of A[3][0] in iteration c1=0, c3=3, c4=0 conflicts with write in iteration c1=1, c3=3, c4=0 when nm=0 [drsat]}}
        // expected-note@+1 {{conflicting write of 'A' here}}
        A[c3][c4] = 0.0;
}
