// `restrict` parameters are the guarantee they are (C11 6.7.3.1): an object
// accessed through one and modified is accessed through it alone, so no
// no-alias assumption is stated for pairs through one of them.  Races
// through one pointer stay races.
// The diagnostics are written at the end of the lines they are reported on.
// RUN: %cc1 -plugin-arg-drsat remarks -verify %s
void restr(int n, double *restrict a, const double *restrict b) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 1; i < n; i++)
    a[i] = b[i - 1] + b[i];
}
void one_restrict(int n, double *restrict a, double *b) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 1; i < n; i++)
    a[i] = b[i - 1];
}
void none(int n, double *a, double *b) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}} // expected-note {{assuming 'b' and 'a' do not alias (different pointer variables of unknown origin)}}
  for (int i = 1; i < n; i++)
    a[i] = b[i - 1];
}
void racy(int n, double *restrict a, double *restrict b) {
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + b[i]; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=2 when n=3 [drsat]}} // expected-note {{conflicting read of 'a' here}}
}

// a restrict parameter set to another pointer before the loop: its accesses
// are based on that pointer, so the no-alias assumption is back
void reassigned(int n, double *restrict a, double *c, double *d) {
  a = c;
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}} expected-note {{assuming 'c' and 'd' do not alias (different pointer variables of unknown origin)}}
  for (int i = 0; i < n; i++)
    a[i] = d[i + 1];
}
