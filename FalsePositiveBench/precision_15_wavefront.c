// Precision: a sequential outer loop around the parallel one; row i reads
// row i - 1 only.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

#define N 64
int b[N][N];

void kernel(void) {
  for (int i = 1; i < N; i++) {
    #pragma omp parallel for
    for (int j = 1; j < N; j++)
      b[i][j] = b[i - 1][j - 1] + b[i - 1][j];
  }
}
