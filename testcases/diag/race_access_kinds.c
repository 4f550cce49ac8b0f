// Access kinds: plain assignment, compound assignment, ++ and -- (one site
// that reads and writes), and plain reads.
// RUN: %cc1 -verify %s

int a[100], b[100], c[100], d[100], e[100];

void compound_vs_read(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i + 1] += a[i];
}

void increment_vs_read(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    // expected-note@+1 {{conflicting read of 'b' here}}
    int x = b[i];
    // expected-warning@+1 {{data race on 'b': write of b[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    b[i + 1]++;
    c[i] = x;
  }
}

void decrement_vs_write(void) {
  // Both sites write: reported at the earlier one.
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    // expected-warning@+1 {{data race on 'd': write of d[1] in iteration i=1 conflicts with write in iteration i=0 [drsat]}}
    --d[i];
    // expected-note@+1 {{conflicting write of 'd' here}}
    d[i + 1] = 0;
  }
}

void compound_self(void) {
  // i = 0 and i = 1 both update e[0].
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'e': write of e[0] in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'e' here}}
    e[i / 2] *= 3;
}
