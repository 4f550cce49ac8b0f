// The loop variable declared in the for statement or before it: either way
// it is private to the iteration (OpenMP predetermined), and the race is on
// the array only.
// RUN: %cc1 -verify %s

int a[100], b[100];

void declared_in_for(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i + 1] = a[i];
}

int k;

void declared_before(void) {
  #pragma omp parallel for
  for (k = 0; k < 2; k++)
    // expected-warning@+2 {{data race on 'b': write of b[1] in iteration k=0 conflicts with read in iteration k=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[k + 1] = b[k];
}
