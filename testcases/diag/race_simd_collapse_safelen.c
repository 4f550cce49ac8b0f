// `simd safelen(s) collapse(2)`: a dependence at logical distance < s races;
// unknown bounds of the inner loops are not modelled yet.
// RUN: %cc1 -verify %s

int b[200];
int m[10][12];

void distance_four(void) {
  #pragma omp simd safelen(5) collapse(2)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      // expected-warning-re@+2 {{data race on 'b': write of b[{{[0-9]+}}] in iteration i*10+j={{[0-9]+}} conflicts with read in iteration i*10+j={{[0-9]+}} [drsat]}}
      // expected-note@+1 {{conflicting read of 'b' here}}
      b[i * 10 + j + 4] = b[i * 10 + j];
}

void next_row(void) {
  #pragma omp simd safelen(13) collapse(2)
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 12; j++)
      // expected-warning-re@+2 {{data race on 'm': write of m[{{[0-9]+}}][{{[0-9]+}}] in iteration i*12+j={{[0-9]+}} conflicts with read in iteration i*12+j={{[0-9]+}} [drsat]}}
      // expected-note@+1 {{conflicting read of 'm' here}}
      m[i + 1][j] = m[i][j] + 1;
}

void unknown_rows(int n) {
  #pragma omp simd safelen(5) collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 10; j++)
      // expected-warning-re@+2 {{data race on 'b': write of b[{{[0-9]+}}] in iteration i*10+j={{[0-9]+}} conflicts with read in iteration i*10+j={{[0-9]+}}{{( when n=[0-9]+)?}} [drsat]}}
      // expected-note@+1 {{conflicting read of 'b' here}}
      b[i * 10 + j + 4] = b[i * 10 + j];
}

void unknown_columns(int n) {
  // expected-warning@+1 {{loop not analyzed: safelen with collapse(2) is modelled for constant bounds of the inner loops only}}
  #pragma omp simd safelen(4) collapse(2)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < n; j++)
      b[i * 10 + j + 4] = b[i * 10 + j];
}
