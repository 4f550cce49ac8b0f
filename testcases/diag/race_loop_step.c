// Loop increments ++ -- += c -= c and i = i + c: the iteration space has
// exactly the values the step reaches.
// RUN: %cc1 -verify %s

int a[100], b[100], c[100], d[100], e[100], f[100];

void inc(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; ++i)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i + 1] = a[i];
}

void dec(void) {
  #pragma omp parallel for
  for (int i = 3; i > 1; i--)
    // expected-warning@+2 {{data race on 'b': write of b[2] in iteration i=2 conflicts with read in iteration i=3 [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[i] = b[i - 1];
}

void add_assign(void) {
  #pragma omp parallel for
  for (int i = 0; i < 6; i += 3)
    // expected-warning@+2 {{data race on 'c': write of c[3] in iteration i=3 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'c' here}}
    c[i] = c[i + 3];
}

void sub_assign(void) {
  #pragma omp parallel for
  for (int i = 6; i > 0; i -= 3)
    // expected-warning@+2 {{data race on 'd': write of d[3] in iteration i=3 conflicts with read in iteration i=6 [drsat]}}
    // expected-note@+1 {{conflicting read of 'd' here}}
    d[i] = d[i - 3];
}

void assign_add(void) {
  #pragma omp parallel for
  for (int i = 0; i < 8; i = i + 4)
    // expected-warning@+2 {{data race on 'e': write of e[4] in iteration i=4 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'e' here}}
    e[i] = e[i + 4];
}

void step_not_dividing_the_range(void) {
  // i = 1, 4, 7: the read of f[i + 6] at i = 1 meets the write at i = 7.
  #pragma omp parallel for
  for (int i = 1; i < 10; i += 3)
    // expected-warning@+2 {{data race on 'f': write of f[7] in iteration i=7 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'f' here}}
    f[i] = f[i + 6];
}
