// Unknown inputs the witness depends on are printed after " when ",
// negative values included; inputs it does not depend on are not.
// RUN: %cc1 -verify %s

int a[200], b[200];

void positive(int n, int unused) {
  if (n < 9)
    return;
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    // expected-warning@+2 {{data race on 'a': write of a[9] in iteration i=9 conflicts with read in iteration i=0 when n=9 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + n] + unused;
}

void negative(int n) {
  if (n > -9)
    return;
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    // expected-warning@+2 {{data race on 'b': write of b[9] in iteration i=9 conflicts with read in iteration i=0 when n=-9 [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[i] = b[i - n];
}
