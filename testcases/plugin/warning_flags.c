// drsat's warnings obey -w and -Werror (Clang's custom diagnostics would not
// by themselves).
// RUN: %clang -fopenmp -fplugin=%drsat -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %clang -fopenmp -fplugin=%drsat -fsyntax-only -w %s 2>&1 | count 0
// RUN: not %clang -fopenmp -fplugin=%drsat -fsyntax-only -Werror %s 2>&1 | FileCheck %s --check-prefix=ERR

// WARN: warning_flags.c:[[@LINE+2]]:1: warning: '#pragma drs' is not followed by a for loop; ignored [drsat]
// ERR: warning_flags.c:[[@LINE+1]]:1: error: '#pragma drs' is not followed by a for loop; ignored [drsat]
#pragma drs
int x;

void f(int *a, int n) {
  // WARN: warning_flags.c:[[@LINE+2]]:3: warning: loop not analyzed: '#pragma omp taskloop' is not modelled yet [drsat]
  // ERR: warning_flags.c:[[@LINE+1]]:3: error: loop not analyzed: '#pragma omp taskloop' is not modelled yet [drsat]
  #pragma omp taskloop
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
// WARN: 2 warnings generated.
// ERR: 2 errors generated.
