// Loop conditions < <= > >= !=: each race below needs the last iteration the
// condition admits, so a bound that is off by one misses it.
// RUN: %cc1 -verify %s

int a[100], b[100], c[100], d[100], e[100];

void lt(void) {
  #pragma omp parallel for
  for (int i = 0; i < 11; i++)
    // expected-warning@+2 {{data race on 'a': write of a[10] in iteration i=10 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + 10];
}

void le(void) {
  #pragma omp parallel for
  for (int i = 0; i <= 10; i++)
    // expected-warning@+2 {{data race on 'b': write of b[10] in iteration i=10 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[i] = b[i + 10];
}

void gt(void) {
  #pragma omp parallel for
  for (int i = 20; i > 9; i--)
    // expected-warning@+2 {{data race on 'c': write of c[10] in iteration i=10 conflicts with read in iteration i=20 [drsat]}}
    // expected-note@+1 {{conflicting read of 'c' here}}
    c[i] = c[i - 10];
}

void ge(void) {
  #pragma omp parallel for
  for (int i = 10; i >= 0; i--)
    // expected-warning@+2 {{data race on 'd': write of d[10] in iteration i=10 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'd' here}}
    d[i] = d[i + 10];
}

void ne(void) {
  #pragma omp parallel for
  for (int i = 0; i != 11; i++)
    // expected-warning@+2 {{data race on 'e': write of e[10] in iteration i=10 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'e' here}}
    e[i] = e[i + 10];
}

void bound_on_the_left(void) {
  #pragma omp parallel for
  for (int i = 0; 11 > i; i++)
    // expected-warning@+2 {{data race on 'a': write of a[10] in iteration i=10 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + 10];
}
