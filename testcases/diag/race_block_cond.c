// Conditions of enclosing blocks apply to everything inside them.
// RUN: %cc1 -verify %s

int a[100], r[100];

void nested_blocks(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i > 50) {
      {
        if (i < 53) {
          if (i == 51)
            // expected-warning@+1 {{data race on 'a': write of a[0] in iteration i=51 conflicts with read in iteration i=52 [drsat]}}
            a[0] = 1;
          else
            // expected-note@+1 {{conflicting read of 'a' here}}
            r[i] = a[0];
        }
      }
    }
  }
}

void inner_loop_under_condition(void) {
  // Iterations 0 and 1 both run the inner loop.
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i < 2) {
      for (int j = 0; j < 1; j++)
        // expected-warning@+2 {{data race on 'r': write of r[50] in iteration i=0, j=0 conflicts with read in iteration i=1, j=0 [drsat]}}
        // expected-note@+1 {{conflicting read of 'r' here}}
        r[50 + j - i] = r[50 + j] + 1;
    }
  }
}
