// `#pragma omp simd` loops without loop-carried dependences.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100];
int b[100];

void elementwise(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp simd
  for (int i = 0; i < 100; i++)
    a[i] = a[i] * 2 + b[i];
}

void halves(void) {
  // Writes a[0..49], reads a[50..99].
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp simd
  for (int i = 0; i < 50; i++)
    a[i] = a[i + 50];
}
