// Precision: squares below 100 are written, 100 + cubes are read.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

void kernel(int *p) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    p[i * i] = p[100 + i * i * i];
}
