// `omp for` inside a parallel region: a scalar declared before the region
// is shared by the region's threads and races.
// RUN: %cc1 -verify %s

int a[100], b[100];

void declared_before_region(void) {
  int t;
  #pragma omp parallel
  {
    // expected-note@+1 {{add 'private(t)' to the directive}}
    #pragma omp for
    for (int i = 0; i < 2; i++) {
      // expected-warning@+3 {{data race on 't': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
      // expected-note@+2 {{conflicting write of 't' here}}
      // expected-warning@+1 {{data race on 't': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
      t = a[i] * 2;
      // expected-note@+1 {{conflicting read of 't' here}}
      b[i] = t;
    }
  }
}
