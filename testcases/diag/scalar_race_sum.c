// A sum without a reduction clause races: `sum += ...` is one read-write
// site racing with itself; `s = s + ...` is a write and a read site.
// RUN: %cc1 -verify %s

int a[100];

int compound(void) {
  int sum = 0;
  // expected-note@+1 {{add 'reduction(+:sum)' to the directive}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'sum': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'sum' here}}
    sum += a[i];
  return sum;
}

long s;

void plain(void) {
  // expected-note@+1 {{add 'reduction(+:s)' to the directive}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+4 {{data race on 's': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+3 {{conflicting write of 's' here}}
    // expected-warning@+2 {{data race on 's': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 's' here}}
    s = s + a[i];
}

double prod = 1.0;

void product(double *x) {
  // expected-note@+2 {{add 'reduction(*:prod)' to the directive}}
  // expected-note@+1 {{assuming 'x' and 'prod' do not alias (pointer of unknown origin and a named variable)}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'prod': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'prod' here}}
    prod *= x[i];
}
