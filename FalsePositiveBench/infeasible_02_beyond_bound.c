// Infeasible-path pattern 2: `i == 100` in a loop that stops at 99.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

int x[101];
int total;

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    x[i] = i;
    if (i == 100)
      total = x[i - 1] + x[0];
  }
}
