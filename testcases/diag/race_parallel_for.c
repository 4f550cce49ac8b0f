// `#pragma omp parallel for`: any two different iterations may run in
// parallel.  Write/read and write/write pairs of different sites.
// RUN: %cc1 -verify %s

int a[100];
int b[100];

void shift(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i + 1] = a[i];
}

void two_writers(void) {
  #pragma omp parallel for
  for (int i = 0; i < 3; i++) {
    // i=0 writes b[0] and b[2]; i=1 writes b[1] and b[3]; i=2 writes b[2] and b[4].
    // expected-warning@+1 {{data race on 'b': write of b[2] in iteration i=0 conflicts with write in iteration i=2 [drsat]}}
    b[i + 2] = 1;
    // expected-note@+1 {{conflicting write of 'b' here}}
    b[i] = 2;
  }
}
