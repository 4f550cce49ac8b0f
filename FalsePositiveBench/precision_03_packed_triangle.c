// Precision: packed lower-triangular storage, row i at i * (i + 1) / 2.
// drsat-verdict: race-free
// RUN: %cc1 -plugin-arg-drsat timeout-ms=60000 -plugin-arg-drsat budget-ms=300000 -verify %s
// expected-no-diagnostics

double tri[5050];

void kernel(int n) {
  if (n > 100)
    return;
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      tri[i * (i + 1) / 2 + j] = tri[i * (i + 1) / 2 + j] * 0.5;
}
