// Without -fopenmp Clang drops `#pragma omp` silently; drsat says so once,
// at the first one, and still checks `#pragma drs` loops.
// RUN: %clang -fsyntax-only -fplugin=%drsat %s 2>&1 | FileCheck %s
// RUN: %clang -fopenmp -fsyntax-only -fplugin=%drsat %s 2>&1 | FileCheck %s --check-prefix=OMP

int a[100];

void f(void) {
  // CHECK: no_fopenmp.c:[[@LINE+2]]:5: warning: OpenMP directives are ignored without -fopenmp (or -fopenmp-simd): drsat checks only '#pragma drs' loops here [drsat]
  // CHECK-NOT: OpenMP directives are ignored
    #  pragma   omp parallel for
  for (int i = 0; i < 99; i++)
    a[i] = i;
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    a[i] = i;
  // CHECK: no_fopenmp.c:[[@LINE+3]]:5: warning: data race on 'a'
  #pragma drs
  for (int i = 0; i < 99; i++)
    a[i + 1] = a[i];
}
// OMP-NOT: OpenMP directives are ignored
// OMP: warning: data race on 'a'
// -Wno-source-uses-openmp: OpenMP left out on purpose, nothing said.
// RUN: %clang -fsyntax-only -fplugin=%drsat -Wno-source-uses-openmp %s 2>&1 | FileCheck %s --check-prefix=QUIET
// QUIET-NOT: OpenMP directives are ignored
// QUIET: warning: data race on 'a'
