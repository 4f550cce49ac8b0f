// Precision: unsigned wraparound, (0u - 1u) / 2^31 == 1.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

int a[100];
int r[100];

void kernel(void) {
  #pragma omp parallel for
  for (unsigned u = 0; u < 4; u++) {
    if (u == 0)
      a[(u - 1u) / 2147483648u] = 1;
    if (u == 2)
      r[u] = a[0];
  }
}
