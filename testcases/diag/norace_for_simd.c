// `#pragma omp for simd` without dependences between iterations.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100];
int b[100];

void elementwise(void) {
  #pragma omp parallel
  {
    // remarks-remark@+1 {{loop is free of data races: 5 access pairs checked}}
    #pragma omp for simd
    for (int i = 0; i < 100; i++) {
      a[i] = b[i] + 1;
      a[i] += a[i];
    }
  }
}
