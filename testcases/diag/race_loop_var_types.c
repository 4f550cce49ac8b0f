// Loop variables of type int, long, unsigned and size_t.
// RUN: %cc1 -verify %s

typedef __SIZE_TYPE__ size_t;
int a[100], b[100], c[100], d[100];

void with_long(void) {
  #pragma omp parallel for
  for (long l = 0; l < 2; l++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration l=0 conflicts with read in iteration l=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[l + 1] = a[l];
}

void with_unsigned(void) {
  #pragma omp parallel for
  for (unsigned u = 0; u < 2; u++)
    // expected-warning@+2 {{data race on 'b': write of b[1] in iteration u=0 conflicts with read in iteration u=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[u + 1] = b[u];
}

void with_size_t(void) {
  #pragma omp parallel for
  for (size_t s = 3; s > 1; s--)
    // expected-warning@+2 {{data race on 'c': write of c[2] in iteration s=2 conflicts with read in iteration s=3 [drsat]}}
    // expected-note@+1 {{conflicting read of 'c' here}}
    c[s] = c[s - 1];
}

void with_large_long(void) {
  // Values beyond 32 bits: 2^40 + 1 - 2^40 = 1.
  #pragma omp parallel for
  for (long l = 1099511627776L; l < 1099511627778L; l++)
    // expected-warning@+2 {{data race on 'd': write of d[1] in iteration l=1099511627776 conflicts with read in iteration l=1099511627777 [drsat]}}
    // expected-note@+1 {{conflicting read of 'd' here}}
    d[l - 1099511627776L + 1] = d[l - 1099511627776L];
}
