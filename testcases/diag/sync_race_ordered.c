// An ordered block protects only the accesses inside it: a read of the
// same scalar outside the block races with the writes inside -- of an
// earlier iteration (a later one's write comes after this iteration's
// block, so after the read before it).
// RUN: %cc1 -verify %s

int a[100], b[100];
int acc;

void read_outside_ordered(void) {
  #pragma omp parallel for ordered
  for (int i = 0; i < 2; i++) {
    // expected-note@+1 {{conflicting read of 'acc' here}}
    b[i] = acc;
    #pragma omp ordered
    {
      // expected-warning@+1 {{data race on 'acc': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
      acc += a[i];
    }
  }
}
