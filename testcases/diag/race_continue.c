// continue: the rest of the body runs only in the iterations that do not
// take it.
// RUN: %cc1 -verify %s

int a[100], r[100];

void after_continue(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i == 5) {
      // expected-warning@+1 {{data race on 'a': write of a[0] in iteration i=5 conflicts with read in iteration i=6 [drsat]}}
      a[0] = 1;
      continue;
    }
    if (i != 6)
      continue;
    // expected-note@+1 {{conflicting read of 'a' here}}
    r[i] = a[0];
  }
}
