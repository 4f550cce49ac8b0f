// True race: a shared sum without a reduction clause.
// drsat-verdict: race
// RUN: %cc1 -verify %s

int a[100];
int sum;

void kernel(void) {
  // expected-note@+1 {{add 'reduction(+:sum)' to the directive}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'sum': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'sum' here}}
    sum += a[i];
}
