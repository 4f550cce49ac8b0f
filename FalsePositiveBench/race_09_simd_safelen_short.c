// True race: a dependence at distance 3 under simd safelen(4).
// drsat-verdict: race
// RUN: %cc1 -verify %s

float x[1024];

void kernel(void) {
  #pragma omp simd safelen(4)
  for (int i = 0; i < 4; i++)
    // expected-warning@+2 {{data race on 'x': write of x[3] in iteration i=3 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'x' here}}
    x[i] = x[i + 3] * 0.5f;
}
