// `#pragma omp simd safelen(n)`: iterations closer than n may run
// concurrently; a dependence at a distance below n is a race.
// RUN: %cc1 -verify %s

int a[100];
int b[100];

void distance_3_safelen_4(void) {
  #pragma omp simd safelen(4)
  for (int i = 0; i < 4; i++)
    // expected-warning@+2 {{data race on 'a': write of a[3] in iteration i=3 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + 3];
}

void distance_1_safelen_2(void) {
  #pragma omp simd safelen(2)
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'b': write of b[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[i + 1] = b[i];
}
