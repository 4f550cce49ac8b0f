// critical sections with different names (or one unnamed, one named) are
// different locks: accesses under them still race.
// RUN: %cc1 -verify %s

int a[100], b[100];
int x, y, z;

void different_names(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    #pragma omp critical(first)
    // expected-warning@+1 {{data race on 'x': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    x += a[i];
    #pragma omp critical(second)
    // expected-note@+1 {{conflicting read of 'x' here}}
    y = x;
  }
}

void unnamed_and_named(void) {
  // expected-note@+1 {{add 'reduction(+:z)' to the directive}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    #pragma omp critical
    // expected-warning@+1 {{data race on 'z': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    z += 1;
    #pragma omp critical(named)
    // expected-note@+1 {{conflicting write of 'z' here}}
    z -= 1;
  }
}

void one_side_unprotected(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    #pragma omp critical
    // expected-warning@+1 {{data race on 'y': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    y += i;
    // expected-note@+1 {{conflicting read of 'y' here}}
    b[i] = y;
  }
}
