// `verbose` prints one line per construct and a summary on stderr.
// RUN: %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-verbose -fsyntax-only %s 2>&1 | FileCheck %s

// CHECK: drsat: {{.*}}verbose.c:[[@LINE+3]]:3: 'taskloop' in 'f': not-analyzed ('#pragma omp taskloop' is not modelled yet)
// CHECK: drsat: {{.*}}verbose.c: 1 construct(s): 0 race, 0 race-free, 1 not analyzed;
void f(int *a, int n) {
  #pragma omp taskloop
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
