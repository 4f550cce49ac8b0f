// `#pragma omp for` inside a `#pragma omp parallel` region, race-free.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100];
int b[100];

void worksharing(void) {
  #pragma omp parallel
  {
    // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
    #pragma omp for
    for (int i = 0; i < 100; i++)
      b[i] = a[i] + a[99 - i];
  }
}

void two_loops_in_one_region(void) {
  #pragma omp parallel
  {
    // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
    #pragma omp for
    for (int i = 0; i < 100; i++)
      a[i] = i;
    // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
    #pragma omp for
    for (int i = 0; i < 50; i++)
      b[2 * i] = a[i];
  }
}
