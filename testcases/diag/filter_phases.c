// Accesses in different barrier phases never run in parallel: when both
// phases are constants the pair is decided before any query (the encoder's
// same-phase component would be false).  NPB LU's erhs and rhs regions:
// 2,003 and 1,825 queries before, 552 and 551 after.  A pair in one phase
// still goes to Z3 (one_phase: a `for nowait` and the next loop, a race).
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

double a[100], b[100];

// the 8 pairs across phases are not solved, nor the 4 within one phase:
// those are pairs of one worksharing loop, which its own construct checks
// (filter_never_parallel.c)
// CHECK: 'parallel' in 'loops_between_barriers': race-free; 7 accesses, 12 pairs checked, 0 solved
void loops_between_barriers(void) {
  #pragma omp parallel
  {
    #pragma omp single
    b[99] = a[99];
    #pragma omp for
    for (int i = 0; i < 99; i++)
      a[i] = i;
    #pragma omp for
    for (int i = 0; i < 99; i++)
      b[i] = a[i + 1];
    #pragma omp for
    for (int i = 0; i < 99; i++)
      a[i + 1] = b[i];
  }
}

// CHECK: 'parallel' in 'one_phase': race; 3 accesses, 3 pairs checked, 1 solved
void one_phase(void) {
  #pragma omp parallel
  {
    #pragma omp for nowait
    for (int i = 0; i < 99; i++)
      a[i] = i; // expected-warning {{data race on 'a': write of a[1] in thread 0 at i=1 conflicts with read in thread 1 at i=0 [drsat]}}
    #pragma omp for
    for (int i = 0; i < 99; i++)
      b[i] = a[i + 1]; // expected-note {{conflicting read of 'a' here}}
  }
}
