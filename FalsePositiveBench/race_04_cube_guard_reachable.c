// True race: with i < 11 the guard i * i * i >= 1000 holds at i = 10.
// drsat-verdict: race
// RUN: %cc1 -verify %s

int x[100];
int y[100];

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 11; i++) {
    if (i * i * i >= 1000)
      // expected-warning@+1 {{data race on 'x': write of x[0] in iteration i=10 conflicts with read in iteration i=0 [drsat]}}
      x[0] = i;
    if (i == 0)
      // expected-note@+1 {{conflicting read of 'x' here}}
      y[i] = x[0];
  }
}
