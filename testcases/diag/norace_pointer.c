// Memory reached through pointers, race-free: p[i], *(p + i), a derived
// pointer that stays clear of the read range.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

void subscript(int *p, int n) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    p[i] = p[i] * 2;
}

void dereference(int *p, int n) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    *(p + i) = *(p + i) + 1;
}

void derived(int *p) {
  int *q = p + 50;
  // Writes p[50..99], reads p[0..49].
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    q[i] = p[i];
}

void derived_backwards(double *x) {
  double *y = x + 100;
  // y[-1 - i] is x[99 - i]: writes x[50..99], reads x[0..49].
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    y[-1 - i] = x[i];
}
