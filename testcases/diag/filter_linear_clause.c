// A `linear` variable is the iteration's own value (`j = (int)(((long)i -
// lb) / 1)` in the model): the linear filter reads a division by 1 and the
// narrowing of a symbol's own value back into a type that holds it as the
// symbol itself, so c[j] against c[j] needs no query.  A narrowing that
// can change the value (a wider variable, a shifted one) still goes to Z3.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

double a[1000], c[1000];

// CHECK: 'parallel for' in 'linear_clause': race-free; 2 accesses, 1 pairs checked, 0 solved
void linear_clause(void) {
  int j = 0;
  #pragma omp parallel for linear(j)
  for (int i = 0; i < 100; i++) {
    c[j] += a[i];
    j++;
  }
}

// (signed char)i wraps for i >= 128: iterations 0 and 256 meet
// CHECK: 'parallel for' in 'narrowed': race; 1 accesses, 1 pairs checked, 1 solved
void narrowed(void) {
  #pragma omp parallel for
  for (int i = 0; i < 300; i++)
    c[(unsigned char)(signed char)i] = 1; // expected-warning {{data race on 'c': write of c[0] in iteration i=0 conflicts with write in iteration i=256 [drsat]}} expected-note {{conflicting write of 'c' here}}
}
