// Precision: an early return bounds the unknown offset from below.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

void kernel(double *x, int n, int d) {
  if (d < n)
    return;
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    x[i] = x[i + d] * 2.0;
}
