// Collapsed loops: each parallel loop's variable a whole subscript of the
// same form in both accesses decides the pair before any query
// (drs_filter.c, drs_cheap_disjoint_collapse_): equal elements, equal
// variables, one logical iteration.  Subscripts that mix the variables,
// differ by a constant or swap them still go to Z3.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

double a[100][100], b[100][100];

// CHECK: 'parallel for' in 'same_element': race-free; 2 accesses, 2 pairs checked, 0 solved
void same_element(void) {
  #pragma omp parallel for collapse(2)
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 100; j++)
      a[i][j] = a[i][j] + 1;
}

// strided rows, a triangle: still one element per iteration
// CHECK: 'parallel for' in 'strided_triangle': race-free; 2 accesses, 1 pairs checked, 0 solved
void strided_triangle(void) {
  #pragma omp parallel for collapse(2)
  for (int i = 0; i < 50; i++)
    for (int j = i; j < 100; j++)
      b[2 * i][j] = a[2 * i][j];
}

// CHECK: 'parallel for' in 'shifted': race; 2 accesses, 2 pairs checked, 1 solved
void shifted(void) {
  #pragma omp parallel for collapse(2)
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 99; j++)
      a[i][j] = a[i][j + 1]; // expected-warning {{data race on 'a': write of a[0][1] in iteration i=0, j=1 conflicts with read in iteration i=0, j=0 [drsat]}} expected-note {{conflicting read of 'a' here}}
}

// CHECK: 'parallel for' in 'transposed': race; 2 accesses, 2 pairs checked, 1 solved
void transposed(void) {
  #pragma omp parallel for collapse(2)
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 100; j++)
      a[i][j] = a[j][i]; // expected-warning {{data race on 'a': write of a[0][1] in iteration i=0, j=1 conflicts with read in iteration i=1, j=0 [drsat]}} expected-note {{conflicting read of 'a' here}}
}

// CHECK: 'parallel for' in 'mixed_row': race; 1 accesses, 1 pairs checked, 1 solved
void mixed_row(void) {
  #pragma omp parallel for collapse(2)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      a[i + j][0] = 1; // expected-warning {{data race on 'a': write of a[1][0] in iteration i=0, j=1 conflicts with write in iteration i=1, j=0 [drsat]}}  expected-note {{conflicting write of 'a' here}}
}

// a narrowing conversion is no subscript of the form co * i + S: rows 0 and
// 256 are one row
double w[256][100];
// CHECK: 'parallel for' in 'wrapped_row': race; 1 accesses, 1 pairs checked, 1 solved
void wrapped_row(void) {
  #pragma omp parallel for collapse(2)
  for (int i = 0; i < 300; i++)
    for (int j = 0; j < 100; j++)
      w[(unsigned char)i][j] = 0; // expected-warning {{data race on 'w': write of w[0][0] in iteration i=0, j=0 conflicts with write in iteration i=256, j=0 [drsat]}} expected-note {{conflicting write of 'w' here}}
}
