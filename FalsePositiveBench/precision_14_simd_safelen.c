// Precision: a dependence at distance 8 under simd safelen(8).
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

float x[1024];

void kernel(void) {
  #pragma omp simd safelen(8)
  for (int i = 8; i < 1024; i++)
    x[i] = x[i - 8] * 0.5f;
}
