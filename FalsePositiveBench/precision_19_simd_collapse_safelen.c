// Precision pattern: `simd safelen(12) collapse(2)`; the dependence is one
// row (12 logical iterations of the collapsed nest) apart.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

float m[10][12];

void kernel(void) {
  #pragma omp simd safelen(12) collapse(2)
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 12; j++)
      m[i + 1][j] = m[i][j] * 0.5f;
}
