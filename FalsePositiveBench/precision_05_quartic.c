// Precision: (i + 1)^4 never equals (j - 1)^2 (j + 2)(j + 3) for
// 0 <= i, j < 100 (a hard nonlinear query).
// drsat-verdict: race-free
// RUN: %cc1 -plugin-arg-drsat timeout-ms=60000 -plugin-arg-drsat budget-ms=300000 -verify %s
// expected-no-diagnostics

void kernel(int *p) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    p[(i + 1) * (i + 1) * (i + 1) * (i + 1)] = p[(i - 1) * (i - 1) * (i + 2) * (i + 3)];
}
