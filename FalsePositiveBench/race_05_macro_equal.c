// True race: a = N * N and b = 100 are equal, so the guarded write runs.
// drsat-verdict: race
// RUN: %cc1 -verify %s

#define N 10
int x[100];
int y[100];

void kernel(void) {
  int a = N * N;
  int b = 100;
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    if (a == b && i == 1)
      // expected-warning@+1 {{data race on 'x': write of x[0] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
      x[0] = i;
    if (i == 0)
      // expected-note@+1 {{conflicting read of 'x' here}}
      y[i] = x[0];
  }
}
