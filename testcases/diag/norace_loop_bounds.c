// Loop bounds of known and unknown values, race-free: the unknown bound
// also separates the written from the read elements.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

#define N 50
int a[200], b[200], c[200], d[200];

void macro_bound(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < N; i++)
    a[i] = a[i + N];
}

void unknown_upper(int n) {
  // Writes b[0..n-1], reads b[n..2n-1].
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = b[i + n];
}

void unknown_window(int lo) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = lo; i < lo + 10; i++)
    c[i] = c[i + 10];
}

void unknown_both(int lo, int hi) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = lo; i <= hi; i++)
    d[i] = d[i] * 3;
}
