// &&, || and ! in conditions (short-circuit): each race needs exactly the
// iterations the condition admits.
// RUN: %cc1 -verify %s

int a[100], b[100], r[100];

void and_not(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i > 10 && i < 12)
      // expected-warning@+1 {{data race on 'a': write of a[0] in iteration i=11 conflicts with read in iteration i=12 [drsat]}}
      a[0] = i;
    if (!(i != 12) || i > 200)
      // expected-note@+1 {{conflicting read of 'a' here}}
      r[i] = a[0];
  }
}

void or_chain(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i == 3 || (i == 4 && i == 5) || i < -1)
      // expected-warning@+1 {{data race on 'b': write of b[7] in iteration i=3 conflicts with read in iteration i=97 [drsat]}}
      b[7] = 1;
    if (!(i < 97) && !(i > 97))
      // expected-note@+1 {{conflicting read of 'b' here}}
      r[i] = b[7];
  }
}
