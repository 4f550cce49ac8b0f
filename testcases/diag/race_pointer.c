// Memory reached through pointers: pointer parameters p[i], *(p + i), and
// pointers derived from them (q = p + 12) point into the same object.
// RUN: %cc1 -verify %s

void subscript(int *p) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'p': write of p[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'p' here}}
    p[i + 1] = p[i];
}

void dereference(int *p) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'p': write of p[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'p' here}}
    *(p + i + 1) = *(p + i);
}

void derived(int *p) {
  int *q = p + 12;
  // q[1] is p[13]: written at i = 1, read through p at i = 0.
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'p': write of p[13] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'p' here}}
    q[i] = p[i + 13];
}

void double_pointer_elements(double *x) {
  #pragma omp parallel for
  for (long i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'x': write of x[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'x' here}}
    x[i + 1] = x[i] * 0.5;
}
