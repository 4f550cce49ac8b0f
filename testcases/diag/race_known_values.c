// Values known before the loop, with a race that needs the exact value:
// the witness prints no unknown input.
// RUN: %cc1 -verify %s

#define N 10
enum { M = 3 };
const int K = 4;
int a[200], b[200], c[200], d[200], e[200], f[200];

void macro_offset(void) {
  #pragma omp parallel for
  for (int i = 0; i < N + 1; i++)
    // expected-warning@+2 {{data race on 'a': write of a[10] in iteration i=10 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + N];
}

void enum_offset(void) {
  #pragma omp parallel for
  for (int i = 0; i < M + 1; i++)
    // expected-warning@+2 {{data race on 'b': write of b[3] in iteration i=3 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[i] = b[i + M];
}

void const_offset(void) {
  #pragma omp parallel for
  for (int i = 0; i < 5; i++)
    // expected-warning@+2 {{data race on 'c': write of c[4] in iteration i=4 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'c' here}}
    c[i] = c[i + K];
}

void macro_equality(void) {
  int x = N * N;
  int y = 100;
  // x == y holds: every iteration writes d[0]; i = 0 also reads it.
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    if (x == y && i == 1)
      // expected-warning@+1 {{data race on 'd': write of d[0] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
      d[0] = i;
    if (i == 0)
      // expected-note@+1 {{conflicting read of 'd' here}}
      e[i] = d[0];
  }
}

void reassigned(void) {
  int k = 100;
  k = 2;
  #pragma omp parallel for
  for (int i = 0; i < 3; i++)
    // expected-warning@+2 {{data race on 'e': write of e[2] in iteration i=2 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'e' here}}
    e[i] = e[i + k];
}

void same_on_both_arms(int n) {
  int k;
  if (n > 0)
    k = 1;
  else
    k = 3 - 2;
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'f': write of f[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'f' here}}
    f[i] = f[i + k];
}
