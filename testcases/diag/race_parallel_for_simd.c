// `#pragma omp parallel for simd`: the iterations are shared among threads,
// so safelen does not protect a dependence at any distance.
// RUN: %cc1 -verify %s

int a[100];
int b[200];

void carried(void) {
  #pragma omp parallel for simd
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i + 1] = a[i];
}

void safelen_does_not_help_threads(void) {
  // With plain `simd safelen(4)` this would be race-free (distance 4).
  #pragma omp parallel for simd safelen(4)
  for (int i = 0; i < 5; i++)
    // expected-warning@+2 {{data race on 'b': write of b[4] in iteration i=0 conflicts with read in iteration i=4 [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[i + 4] = b[i];
}
