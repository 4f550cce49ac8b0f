// setjmp / longjmp: not analysed, never race-free.  Uses <setjmp.h>, so the
// driver form (system include paths).
// RUN: %clang -fopenmp -fsyntax-only -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

#include <setjmp.h>

int a[100];
jmp_buf jb;

void with_setjmp(void) {
  // expected-warning@+1 {{loop not analyzed: the function uses '_setjmp' (not modelled) [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 99; i++) {
    if (setjmp(jb))
      continue;
    a[i] = a[i + 1];
  }
}

void with_longjmp(void) {
  // expected-warning@+1 {{loop not analyzed: the function uses 'longjmp' (not modelled) [drsat]}}
#pragma drs
  for (int i = 0; i < 99; i++) {
    a[i] = i;
    longjmp(jb, 1);
  }
}
