// Sums and products with a reduction clause are race-free.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100];
long s;
double prod = 1.0;

int compound(void) {
  int sum = 0;
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for reduction(+:sum)
  for (int i = 0; i < 100; i++)
    sum += a[i];
  return sum;
}

void plain(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for reduction(+:s)
  for (int i = 0; i < 100; i++)
    s = s + a[i];
}

void product(double *x) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for reduction(*:prod)
  for (int i = 0; i < 100; i++)
    prod *= x[i];
}

void two_reductions(int *mx) {
  int lo = 0, hi = 0;
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for reduction(min:lo) reduction(max:hi)
  for (int i = 0; i < 100; i++) {
    lo = a[i] < lo ? a[i] : lo;
    hi = a[i] > hi ? a[i] : hi;
  }
  *mx = hi - lo;
}
