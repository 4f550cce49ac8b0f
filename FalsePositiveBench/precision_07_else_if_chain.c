// Precision: branches of an else-if chain write disjoint ranges only
// because of the negated earlier conditions.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

int a[100];
int b[100];

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 30; i++) {
    if (i < 10)
      a[i] = 1;
    else if (i < 20)
      a[i + 20] = 2;
    else
      b[i] = a[i - 10];
  }
}
