// The lockset of an access is every enclosing protection, not only the
// innermost: accesses race when their locksets share nothing.  An atomic
// access is protected only against atomic ones.
// RUN: %cc1 -verify %s

int x, y, b[100];

void nested_against_a_third_name(void) {
  // expected-note@+1 {{add 'reduction(+:x)' to the directive}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i % 2) {
      #pragma omp critical(A)
      {
        #pragma omp critical(B)
        // expected-warning@+1 {{data race on 'x': write in iteration i=1 conflicts with write in iteration i=0 [drsat]}}
        x++;
      }
    } else {
      #pragma omp critical(C)
      // expected-note@+1 {{conflicting write of 'x' here}}
      x--;
    }
  }
}

void atomic_in_critical_against_plain(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    #pragma omp critical(A)
    {
      #pragma omp atomic
      // expected-warning@+1 {{data race on 'y': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
      y += i;
    }
    // expected-note@+1 {{conflicting read of 'y' here}}
    b[i] = y;
  }
}
