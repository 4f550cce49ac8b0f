// `#pragma omp parallel for simd` without dependences between iterations.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100];
int b[100];
float x[100], y[100];

void saxpy(float alpha) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for simd
  for (int i = 0; i < 100; i++)
    y[i] = alpha * x[i] + y[i];
}

void reversed(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for simd safelen(8)
  for (int i = 0; i < 100; i++)
    b[99 - i] = a[i];
}
