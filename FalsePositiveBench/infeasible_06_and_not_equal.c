// Infeasible-path pattern 6: `a == 0 && b != N` with a = 0 and b = N: the
// second conjunct is false.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

#define N 64
int x[100];
int shared_flag;

void kernel(void) {
  int a = 0;
  int b = N;
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (a == 0 && b != N)
      shared_flag = i;
    x[i] = shared_flag * 0 + i;
  }
}
