// Precision: 6 * i == 9 * j + 2 has no solution (3 divides the left side,
// not the right side).
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

int a[1000];

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[6 * i] = a[9 * i + 2];
}
