// Narrowing conversions wrap: (unsigned char)(i * 128) is 0 again at i = 2,
// (signed char)(i * 64) is -128 at i = 2.
// RUN: %cc1 -verify %s

int a[300], b[300], r[300];

void unsigned_char_wrap(void) {
  #pragma omp parallel for
  for (int i = 0; i < 4; i++) {
    if (i == 2)
      // expected-warning@+1 {{data race on 'a': write of a[0] in iteration i=2 conflicts with read in iteration i=0 [drsat]}}
      a[(unsigned char)(i * 128)] = 1;
    if (i == 0)
      // expected-note@+1 {{conflicting read of 'a' here}}
      r[i] = a[0];
  }
}

void signed_char_wrap(void) {
  #pragma omp parallel for
  for (int i = 0; i < 3; i++) {
    if (i == 2)
      // expected-warning@+1 {{data race on 'b': write of b[0] in iteration i=2 conflicts with read in iteration i=1 [drsat]}}
      b[(signed char)(i * 64) + 128] = 1;
    if (i == 1)
      // expected-note@+1 {{conflicting read of 'b' here}}
      r[i] = b[0];
  }
}
