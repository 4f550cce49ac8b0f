// Precision: C division truncates toward zero; -1 / 2 == 0 and
// -1 % 2 == -1, so the write and the read touch different elements.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

int a[100];
int r[100];

void kernel(void) {
  #pragma omp parallel for
  for (int i = -1; i < 1; i++) {
    if (i == -1)
      a[i / 2 + 5] = a[i % 2 + 20];
    else
      r[0] = a[4] + a[21];
  }
}
