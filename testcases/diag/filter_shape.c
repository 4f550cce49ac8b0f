// The array-shape filter (solver/drs_filter.c): two accesses of one fixed
// array type whose inner subscripts stay within their extents -- by the
// interval analysis, or by the in-range assumption for subscripts bounded
// by inputs -- meet only with equal subscripts, so a subscript whose two
// values never meet decides the pair without Z3 ("0 solved" below).  Tiled loops (the first
// subscript an inner variable in [16 * c1, 16 * c1 + 15]) are read the same
// way.  Where the filter cannot decide, Z3 does, and the verdict is exact.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

double A[128][128];
int n, m;

void rows(void) {
  // CHECK: filter_shape.c:[[@LINE+1]]:3: 'parallel for' in 'rows': race-free; 2 accesses, 2 pairs checked, 0 solved
  #pragma omp parallel for
  for (int i = 0; i < 128; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] + 1.0;
}

void tiles(void) {
  // CHECK: filter_shape.c:[[@LINE+1]]:3: 'parallel for' in 'tiles': race-free; 2 accesses, 2 pairs checked, 0 solved
  #pragma omp parallel for
  for (int c1 = 0; c1 < 8; c1++)
    for (int c3 = 16 * c1; c3 <= (16 * c1 + 15 < n - 1 ? 16 * c1 + 15 : n - 1); c3++)
      for (int c4 = 0; c4 < m; c4++)
        A[c3][c4] = A[c3][c4] * 2.0;
}

void overlapping_tiles(void) {
  // Tiles of 17 rows every 16: row 16 * c1 + 16 is also row 16 * (c1 + 1).
  // CHECK: filter_shape.c:[[@LINE+1]]:3: 'parallel for' in 'overlapping_tiles': race; 1 accesses, 1 pairs checked, 1 solved
  #pragma omp parallel for
  for (int c1 = 0; c1 < 7; c1++)
    for (int c3 = 16 * c1; c3 <= 16 * c1 + 16; c3++)
      for (int c4 = 0; c4 < 128; c4++)
        // expected-warning@+2 {{data race on 'A': write of A[16][0] in iteration c1=0, c3=16, c4=0 conflicts with write in iteration c1=1, c3=16, c4=0 [drsat]}}
        // expected-note@+1 {{conflicting write of 'A' here}}
        A[c3][c4] = 0.0;
}

void negative_inner(void) {
  // c4 may be negative (it starts at the input m), but A[c1][-1] is out of
  // bounds: the in-bounds rule (C11 J.2) leaves m >= 0 only, and a c4 that
  // goes negative only for some inputs is not reported.
  // CHECK: filter_shape.c:[[@LINE+1]]:3: 'parallel for' in 'negative_inner': race-free; 1 accesses, 1 pairs checked, 0 solved
  #pragma omp parallel for
  for (int c1 = 0; c1 < 128; c1++)
    for (int c4 = m; c4 < 128; c4++)
      A[c1][c4] = 0.0;
}

// Linear forms over several symbols: a symbol both copies share (an input,
// a variable of a loop around the construct) cancels when its coefficients
// are equal, so these pairs are decided without Z3 as well.
void simd_in_tile(void) {
  for (int c3 = 0; c3 < 128; c3++) {
    // CHECK: filter_shape.c:[[@LINE+1]]:5: 'simd' in 'simd_in_tile': race-free; 2 accesses, 2 pairs checked, 0 solved
    #pragma omp simd
    for (int c4 = 0; c4 < 127; c4++)
      A[c3][c4] = A[c3][c4] + 1.0;
  }
}

void shifted_tiles(void) {
  // CHECK: filter_shape.c:[[@LINE+1]]:3: 'parallel for' in 'shifted_tiles': race-free; 1 accesses, 1 pairs checked, 0 solved
  #pragma omp parallel for
  for (int c1 = 0; c1 < 4; c1++)
    for (int c3 = 16 * c1 + n; c3 <= 16 * c1 + n + 15; c3++)
      for (int c4 = 0; c4 < 128; c4++)
        A[c3][c4] = 0.0;
}

// Racy twins: the shared symbol does not cancel, or the ranges meet.
double v[1024];

void shared_coefficients_differ(void) {
  // CHECK: filter_shape.c:[[@LINE+1]]:3: 'parallel for' in 'shared_coefficients_differ': race; 2 accesses, 2 pairs checked, 1 solved
  #pragma omp parallel for
  for (int i = 0; i < 8; i++)
    // expected-warning@+2 {{data race on 'v': write of v[2] in iteration i=1 conflicts with read in iteration i=0 when n=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'v' here}}
    v[i + n] = v[i + 2 * n];
}

void simd_in_tile_shifted(void) {
  for (int c3 = 0; c3 < 128; c3++) {
    // CHECK: filter_shape.c:[[@LINE+1]]:5: 'simd' in 'simd_in_tile_shifted': race; 2 accesses, 2 pairs checked, 1 solved
    #pragma omp simd
    for (int c4 = 0; c4 < 127; c4++)
      // expected-warning@+2 {{data race on 'A': write of A[0][1] in iteration c4=1 conflicts with read in iteration c4=0 when c3=0 [drsat]}}
      // expected-note@+1 {{conflicting read of 'A' here}}
      A[c3][c4] = A[c3][c4 + 1] + 1.0;
  }
}

void shifted_tiles_overlap(void) {
  // CHECK: filter_shape.c:[[@LINE+1]]:3: 'parallel for' in 'shifted_tiles_overlap': race; 1 accesses, 1 pairs checked, 1 solved
  #pragma omp parallel for
  for (int c1 = 0; c1 < 4; c1++)
    for (int c3 = 16 * c1 + n; c3 <= 16 * c1 + n + 16; c3++)
      for (int c4 = 0; c4 < 128; c4++)
        // expected-warning@+2 {{data race on 'A': write of A[16][0] in iteration c1=0, c3=16, c4=0 conflicts with write in iteration c1=1, c3=16, c4=0 when n=0 [drsat]}}
        // expected-note@+1 {{conflicting write of 'A' here}}
        A[c3][c4] = 0.0;
}

// Only exact arithmetic is read as linear: the conversion to unsigned char
// wraps, so k + i and k + i + 256 are one element (were the cast read as
// exact, k would cancel and the pair look race-free).
unsigned char w8[256];

void shared_symbol_wraps(int k) {
  // CHECK: filter_shape.c:[[@LINE+1]]:3: 'parallel for' in 'shared_symbol_wraps': race; 1 accesses, 1 pairs checked, 1 solved
  #pragma omp parallel for
  for (int i = 0; i < 300; i++)
    // expected-warning@+2 {{data race on 'w8': write of w8[0] in iteration i=0 conflicts with write in iteration i=256 when k=256 [drsat]}}
    // expected-note@+1 {{conflicting write of 'w8' here}}
    w8[(unsigned char)(k + i)] = 1;
}
