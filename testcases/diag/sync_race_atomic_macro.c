// Under `atomic` only the construct's `x` is accessed atomically: the
// operands are told apart by AST node, also when a macro writes the whole
// statement (its text covers every operand).
// RUN: %cc1 -verify %s

#define UPD(x, y) x += y
#define INC(x) x = x + 1

int a[2], b[100], c[100];

void macro_update(void) {
  #pragma omp parallel for
  for (int i = 0; i < 99; i++) {
    if (i % 2) {
      #pragma omp atomic
      // expected-note@+1 {{conflicting read of 'b' here}}
      UPD(a[i % 2], b[(i + 1) % 100]);
    } else {
      #pragma omp atomic
      // expected-warning@+1 {{data race on 'b': write of b[2] in iteration i=2 conflicts with read in iteration i=1 [drsat]}}
      b[i] += 1;
    }
  }
}

void macro_self_update_against_plain(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    #pragma omp atomic
    // expected-warning@+1 {{data race on 'c': write of c[0] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    INC(c[0]);
    // expected-note@+1 {{conflicting read of 'c' here}}
    b[i] = c[i];
  }
}
