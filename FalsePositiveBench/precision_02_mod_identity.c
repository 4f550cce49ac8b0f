// Precision: i % 6 + 6 * i is injective (block i of length 6, offset i % 6).
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

int a[700];

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[i % 6 + 6 * i] = i;
}
