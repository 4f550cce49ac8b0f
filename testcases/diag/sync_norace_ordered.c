// Accesses inside ordered blocks run in iteration order, one at a time.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], b[100];
int acc;

void ordered_accumulate(void) {
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for ordered
  for (int i = 0; i < 100; i++) {
    b[i] = a[i] * 2;
    #pragma omp ordered
    {
      acc += b[i];
      b[i] = acc;
    }
  }
}
