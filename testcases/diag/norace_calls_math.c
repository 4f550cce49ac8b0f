// Calls to math.h functions and printf do not touch the program's shared
// arrays: the loop is analysed (with the real system headers).
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s
// RUN: %clang -fplugin=%drsat -fplugin-arg-drsat-remarks -fopenmp -fsyntax-only -Xclang -verify=remarks %s
// expected-no-diagnostics

#include <math.h>
#include <stdio.h>

double x[100], y[100];

void math_calls(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    y[i] = sqrt(x[i]) + sin(x[i]) * cos(x[i]) + fabs(x[i]) + exp(x[i]) + pow(x[i], 2.0);
}

void print_calls(void) {
  // y[i] is written and read back: 2 pairs.
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    y[i] = floor(x[i]);
    printf("%d %f\n", i, y[i] * 2.0);
  }
}
