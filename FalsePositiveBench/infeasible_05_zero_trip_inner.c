// Infeasible-path pattern 5: an inner loop that runs zero times.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

#define M 0
int x[100];
int y[100];

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    for (int j = 0; j < M; j++)
      y[j] = x[i];
    x[i] = i;
  }
}
