// True race: without a lower bound on d, x[i + d] can be written by
// another iteration (d = 1 here, forced by the early return).
// drsat-verdict: race
// RUN: %cc1 -verify %s

void kernel(double *x, int d) {
  if (d > 1 || d < 1)
    return;
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'x': write of x[1] in iteration i=1 conflicts with read in iteration i=0 when d=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'x' here}}
    x[i] = x[i + d] * 2.0;
}
