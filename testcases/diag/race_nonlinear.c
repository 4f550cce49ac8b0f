// Nonlinear indices and guards with a race.
// RUN: %cc1 -plugin-arg-drsat timeout-ms=60000 -plugin-arg-drsat budget-ms=300000 -verify %s

int a[700], b[100], r[100];

void cube_guard(void) {
  // 10 * 10 * 10 >= 1000: iteration 10 writes b[0], iteration 0 reads it.
  #pragma omp parallel for
  for (int i = 0; i < 11; i++) {
    if (i * i * i >= 1000)
      // expected-warning@+1 {{data race on 'b': write of b[0] in iteration i=10 conflicts with read in iteration i=0 [drsat]}}
      b[0] = i;
    if (i == 0)
      // expected-note@+1 {{conflicting read of 'b' here}}
      r[i] = b[0];
  }
}

void quartic(int *p) {
  // 2^4 == 16: iteration 2 writes p[16], iteration 0 reads it.
  // expected-note@+1 {{assuming 'p' and 'r' do not alias (pointer of unknown origin and a named array)}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    // expected-warning@+1 {{data race on 'p': write of p[16] in iteration i=2 conflicts with read in iteration i=0 [drsat]}}
    p[i * i * i * i] = 1;
    if (i == 0)
      // expected-note@+1 {{conflicting read of 'p' here}}
      r[i] = p[16];
  }
}

void square_vs_linear(void) {
  // The squares are distinct, but i = 2 reads a[2 * 4 + 1] == a[3 * 3].
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) {
    // expected-warning@+1 {{data race on 'a': write of a[9] in iteration i=3 conflicts with read in iteration i=2 [drsat]}}
    a[i * i] = 1;
    if (i == 2)
      // expected-note@+1 {{conflicting read of 'a' here}}
      r[i] = a[i * 4 + 1];
  }
}
