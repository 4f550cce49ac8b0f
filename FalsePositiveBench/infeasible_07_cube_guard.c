// Infeasible-path pattern 7: i * i * i >= 1000 never holds for i < 10.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

int x[100];
int y[100];

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) {
    if (i * i * i >= 1000)
      x[0] = i;
    y[i] = x[0] + x[i];
  }
}
