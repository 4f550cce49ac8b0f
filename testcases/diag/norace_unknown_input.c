// Unknown inputs that cannot produce a collision whatever their value.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

void scaled(int *p, int n, int s) {
  // Every iteration touches its own element, whatever s is.
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    p[i] = p[i] * s + s;
}

void disjoint_halves(int *p, int n) {
  // Writes p[0..n-1], reads p[n..2n-1].
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    p[i] = p[n + i];
}
