// Flat offsets read as mixed-radix numbers (solver/drs_radix.c): an access
// through a pointer into a multi-dimensional array, b[m][n] for b =
// a[i][j], is byte 2600 * i + 200 * j + 40 * m + 8 * n of a.  The
// subscripts that formed the pointer lie within their extents on the
// access's path (C11 6.5.6) and m, n within their loops, so no carry from
// m, n reaches j's digit and i's is a multiple of the whole of j's range:
// two iterations of j never meet, decided without Z3 ("0 solved").  Racy
// twins: a digit that runs past its radix, a stride smaller than the
// segment, a digit with no known range, and a subscript past its row: the
// access's own subscripts are no facts of its path (plugin Loc::Formed), so
// b[0][6] of a row of 6 is the next block's first element, not excluded.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

double a[13][13][5][5];
double v[1000];

static void blk_zero(double b[5][5]) {
  for (int m = 0; m < 5; m++)
    for (int n = 0; n < 5; n++)
      b[m][n] = 0.0;
}

static void blk_zero6(double b[5][5]) {
  for (int m = 0; m < 6; m++)
    for (int n = 0; n < 5; n++)
      b[m][n] = 0.0; // expected-warning {{data race on 'a': write of a[25] in iteration j=0, m=5, n=0 conflicts with write in iteration j=1, m=0, n=0 when i=0 [drsat]}} expected-note {{conflicting write of 'a' here}}
}

static void seg(double *p, int len) {
  for (int m = 0; m < len; m++)
    p[m] = 1.0; // expected-warning {{data race on 'v': write of v[39] in iteration j=3, m=9 conflicts with write in iteration j=29, m=5 [drsat]}} expected-note {{conflicting write of 'v' here}} expected-warning {{data race on 'v': write of v[8] in iteration j=0, m=8 conflicts with write in iteration j=1, m=0 [drsat]}} expected-note {{conflicting write of 'v' here}}
}

static void row_r(double b[5][5], int r) {
  for (int n = 0; n < 5; n++)
    b[r][n] = 2.0; // expected-warning {{data race on 'a': write of a[25] in iteration j=0, n=0 conflicts with write in iteration j=1, n=0 when i=0 [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void blocks(int i) {
  // CHECK: filter_radix.c:[[@LINE+1]]:3: 'parallel for' in 'blocks': race-free; 1 accesses, 1 pairs checked, 0 solved
  #pragma omp parallel for
  for (int j = 0; j < 13; j++)
    blk_zero(a[i][j]);
}

void segments(void) {
  // CHECK: filter_radix.c:[[@LINE+1]]:3: 'parallel for' in 'segments': race-free; 1 accesses, 1 pairs checked, 0 solved
  #pragma omp parallel for
  for (int j = 0; j < 100; j++)
    seg(&v[j * 10], 10);
}

void blocks_past_radix(int i) {
  #pragma omp parallel for // expected-note {{assuming 'b[m][n]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  for (int j = 0; j < 13; j++)
    blk_zero6(a[i][j]); // expected-note 2 {{in 'blk_zero6' called here}}
}

void segments_overlap(void) {
  #pragma omp parallel for // expected-note {{assuming 'p[m]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  for (int j = 0; j < 100; j++)
    seg(&v[j * 8], 10); // expected-note 2 {{in 'seg' called here}}
}

void rows_by_iteration(int i) {
  #pragma omp parallel for // expected-note {{assuming 'b[r][n]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  for (int j = 0; j < 13; j++)
    row_r(a[i][j], j % 2 == 0 ? 5 : 0); // expected-note 2 {{in 'row_r' called here}}
}

// A row the same in every iteration: r is one value for both, and cancels
// (the linear part of the filters sees it; Z3 agrees).
void rows_shared(int i, int r) {
  // CHECK: filter_radix.c:[[@LINE+1]]:3: 'parallel for' in 'rows_shared': race-free; 1 accesses, 1 pairs checked
  #pragma omp parallel for
  for (int j = 0; j < 13; j++)
    row_r(a[i][j], r);
}

double B[13][1][6];

static void row_past_end(double b[1][6]) {
  for (int n = 0; n < 7; n++)
    b[0][n] = 1.0; // expected-warning {{data race on 'B': write of B[6] in iteration j=0, n=6 conflicts with write in iteration j=1, n=0 [drsat]}} expected-note {{conflicting write of 'B' here}}
}

void blocks_past_row(void) {
  #pragma omp parallel for // expected-note {{assuming 'b[0][n]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  for (int j = 0; j < 12; j++)
    row_past_end(B[j]); // expected-note 2 {{in 'row_past_end' called here}}
}

// The segment's start wraps (unsigned char): j = 26 starts at 4, inside
// j = 0's segment.  The narrowing conversion is a digit of its own, not j.
void segments_wrap(void) {
  // CHECK: filter_radix.c:[[@LINE+1]]:3: 'parallel for' in 'segments_wrap': race; 1 accesses, 1 pairs checked, 1 solved
  #pragma omp parallel for // expected-note {{assuming 'p[m]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  for (int j = 0; j < 30; j++)
    seg(&v[(unsigned char)(j * 10)], 10); // expected-note 2 {{in 'seg' called here}}
}
