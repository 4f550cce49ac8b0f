// `#pragma omp simd` without safelen: iterations at any distance may run
// concurrently in SIMD lanes, so a loop-carried dependence is a race.
// RUN: %cc1 -verify %s

int a[100];
int c[200];

void carried(void) {
  #pragma omp simd
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i + 1] = a[i] * 2;
}

void far_apart(void) {
  // Distance 50: still a race without safelen.
  #pragma omp simd
  for (int i = 0; i < 51; i++)
    // expected-warning@+2 {{data race on 'c': write of c[50] in iteration i=50 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'c' here}}
    c[i] = c[i + 50] + 1;
}
