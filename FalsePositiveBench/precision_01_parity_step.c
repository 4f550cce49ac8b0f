// Precision: a step of 2 writes the even elements and reads the odd ones.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

int a[202];

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 200; i += 2)
    a[i] = a[i + 1] + a[i + 1] * a[i];
}
