// Precision: a flattened matrix, row i at i * m, columns j < m.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

void kernel(float *a, int n, int m) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] = a[i * m + j] + 1.0f;
}
