// drsat's warnings obey -w and -Werror (Clang's custom diagnostics would not
// by themselves); "not analyzed" stays a warning under -Werror unless
// -fplugin-arg-drsat-unknown=error asks for an error (remark, ignore).
// RUN: %clang -fopenmp -fplugin=%drsat -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %clang -fopenmp -fplugin=%drsat -fsyntax-only -w %s 2>&1 | count 0
// RUN: not %clang -fopenmp -fplugin=%drsat -fsyntax-only -Werror %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-unknown=error -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=UNKERR
// RUN: not %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-unknown=remark -fsyntax-only -Werror %s 2>&1 | FileCheck %s --check-prefix=UNKREM
// RUN: %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-unknown=ignore -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=UNKIGN
// RUN: not %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-unknown=fatal -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=BAD

// WARN: warning_flags.c:[[@LINE+4]]:1: warning: '#pragma drs' is not followed by a for loop; ignored [drsat]
// ERR: warning_flags.c:[[@LINE+3]]:1: error: '#pragma drs' is not followed by a for loop; ignored [drsat]
// UNKERR: warning_flags.c:[[@LINE+2]]:1: warning: '#pragma drs' is not followed by a for loop; ignored [drsat]
// UNKREM: warning_flags.c:[[@LINE+1]]:1: error: '#pragma drs' is not followed by a for loop; ignored [drsat]
#pragma drs
int x;

void f(int *a, int n) {
  // WARN: warning_flags.c:[[@LINE+5]]:3: warning: loop not analyzed: '#pragma omp taskloop' is not modelled yet [drsat]
  // ERR: warning_flags.c:[[@LINE+4]]:3: warning: loop not analyzed: '#pragma omp taskloop' is not modelled yet [drsat]
  // UNKERR: warning_flags.c:[[@LINE+3]]:3: error: loop not analyzed: '#pragma omp taskloop' is not modelled yet [drsat]
  // UNKREM: warning_flags.c:[[@LINE+2]]:3: remark: loop not analyzed: '#pragma omp taskloop' is not modelled yet [drsat]
  // UNKIGN-NOT: not analyzed
  #pragma omp taskloop
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
// WARN: 2 warnings generated.
// ERR: 1 warning and 1 error generated.
// UNKERR: 1 warning and 1 error generated.
// UNKIGN: 1 warning generated.
// BAD: error: drsat: {{.*}}unknown=fatal{{.*}}
