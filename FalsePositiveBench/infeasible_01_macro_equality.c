// Infeasible-path pattern 1: a guard on values computed from macros.
// a = N and b = N * N differ (N = 10), so the write never happens.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

#define N 10
int x[100];

void kernel(void) {
  int a = N;
  int b = N * N;
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (a == b)
      x[0] = i;
    x[i] = x[i] + 1;
  }
}
