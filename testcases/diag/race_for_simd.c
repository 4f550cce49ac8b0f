// `#pragma omp for simd` inside a parallel region: worksharing, so any two
// different iterations may run in parallel, whatever safelen says.
// RUN: %cc1 -verify %s

int a[100];
int b[200];

void carried(void) {
  #pragma omp parallel
  {
    #pragma omp for simd
    for (int i = 0; i < 2; i++)
      // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
      // expected-note@+1 {{conflicting read of 'a' here}}
      a[i + 1] = a[i];
  }
}

void safelen_does_not_help_threads(void) {
  #pragma omp parallel
  {
    #pragma omp for simd safelen(2)
    for (int i = 0; i < 3; i++)
      // expected-warning@+2 {{data race on 'b': write of b[2] in iteration i=0 conflicts with read in iteration i=2 [drsat]}}
      // expected-note@+1 {{conflicting read of 'b' here}}
      b[i + 2] = b[i];
  }
}
