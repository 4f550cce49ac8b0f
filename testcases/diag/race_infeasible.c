// The feasible counterparts of norace_infeasible.c: each guard admits two
// iterations.
// RUN: %cc1 -verify %s

int a[100], r[100];

void at_the_bound(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i == 99)
      // expected-warning@+1 {{data race on 'a': write of a[0] in iteration i=99 conflicts with read in iteration i=98 [drsat]}}
      a[0] = i;
    if (i > 97 && i < 99)
      // expected-note@+1 {{conflicting read of 'a' here}}
      r[0] = a[0];
  }
}

void one_trip_inner(void) {
  // The inner loop runs once for i = 0 and not at all for i = 1.
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    for (int j = i; j < 1; j++)
      // expected-warning@+1 {{data race on 'a': write of a[1] in iteration i=0, j=0 conflicts with read in iteration i=1 [drsat]}}
      a[j + 1] = 0;
    // expected-note@+1 {{conflicting read of 'a' here}}
    r[i] = a[i];
  }
}
