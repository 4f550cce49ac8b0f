// `omp for` inside a parallel region: scalars declared in the region are
// private to each thread, and so to each iteration's thread.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], b[100];

void declared_in_region(void) {
  #pragma omp parallel
  {
    int t;
    // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
    #pragma omp for
    for (int i = 0; i < 100; i++) {
      t = a[i] * 2;
      b[i] = t;
    }
  }
}

void private_on_region(void) {
  int t;
  #pragma omp parallel private(t)
  {
    // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
    #pragma omp for
    for (int i = 0; i < 100; i++) {
      t = a[i] + 1;
      b[i] = t;
    }
  }
}

int reduction_in_region(void) {
  int sum = 0;
  #pragma omp parallel
  {
    // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
    #pragma omp for reduction(+:sum)
    for (int i = 0; i < 100; i++)
      sum += a[i];
  }
  return sum;
}
