// if / else if / else: an access runs under the negation of the earlier
// conditions and its own.  Here the else branch (i = 19 only) reads what
// the first branch wrote at i = 9.
// RUN: %cc1 -verify %s

int a[100], b[100];

void chain(void) {
  #pragma omp parallel for
  for (int i = 0; i < 20; i++) {
    if (i < 10)
      // expected-warning@+1 {{data race on 'a': write of a[9] in iteration i=9 conflicts with read in iteration i=19 [drsat]}}
      a[i] = 1;
    else if (i < 19)
      a[i + 10] = 2;
    else
      // expected-note@+1 {{conflicting read of 'a' here}}
      b[i] = a[i - 10];
  }
}

void else_of_inequality(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i != 50) {
      b[i] = 0;
    } else {
      // expected-warning@+1 {{data race on 'a': write of a[0] in iteration i=50 conflicts with read in iteration i=51 [drsat]}}
      a[0] = i;
    }
    if (i == 51)
      // expected-note@+1 {{conflicting read of 'a' here}}
      b[i] = a[0];
  }
}
