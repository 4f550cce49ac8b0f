// The loops of scalar_norace_firstprivate_lastprivate.c without their
// clauses: the scalars are shared and race.
// RUN: %cc1 -verify %s

int a[100], b[100];

int accumulate(void) {
  int t = 5;
  // expected-note@+1 {{add 'reduction(+:t)' to the directive}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 't': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 't' here}}
    t += i;
  return t;
}

int last_value(void) {
  int last = 0;
  // expected-note@+1 {{'last' is read after the loop: consider lastprivate(last)}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'last': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'last' here}}
    last = a[i];
  return last;
}
