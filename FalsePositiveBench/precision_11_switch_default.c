// Precision: the default case of switch (i % 3) is unreachable for i >= 0.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

int a[300];
int hits;

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 90; i++) {
    switch (i % 3) {
    case 0:
      a[i] = 0;
      break;
    case 1:
    case 2:
      a[i] = 1;
      break;
    default:
      hits++;
    }
  }
}
