// `#pragma omp for` inside a `#pragma omp parallel` region.
// RUN: %cc1 -verify %s

int a[100];

void worksharing(void) {
  #pragma omp parallel
  {
    #pragma omp for
    for (int i = 0; i < 2; i++)
      // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
      // expected-note@+1 {{conflicting read of 'a' here}}
      a[i] = a[i + 1] + 1;
  }
}
