// omp_set_lock / omp_unset_lock: an access outside the locked region, or
// under another lock, races.  Uses the real omp.h.
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s

#include <omp.h>

int a[100], b[100];
int sum;
omp_lock_t lck, other;

void read_after_unset(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    omp_set_lock(&lck);
    // expected-warning@+1 {{data race on 'sum': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    sum += a[i];
    omp_unset_lock(&lck);
    // expected-note@+1 {{conflicting read of 'sum' here}}
    b[i] = sum;
  }
}

void two_locks(void) {
  // expected-note@+1 {{add 'reduction(+:sum)' to the directive}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    omp_set_lock(&lck);
    // expected-warning@+1 {{data race on 'sum': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    sum += a[i];
    omp_unset_lock(&lck);
    omp_set_lock(&other);
    // expected-note@+1 {{conflicting write of 'sum' here}}
    sum -= 1;
    omp_unset_lock(&other);
  }
}

void released_out_of_order(void) {
  // lck is released first: sum is then protected by other only
  #pragma omp parallel
  {
    omp_set_lock(&other);
    omp_set_lock(&lck);
    omp_unset_lock(&other);
    sum += 1; // expected-warning {{data race on 'sum': write in thread 0 conflicts with write in thread 1 [drsat]}}
    omp_unset_lock(&lck);
    omp_set_lock(&other);
    sum += 2; // expected-note {{conflicting write of 'sum' here}}
    omp_unset_lock(&other);
  }
}
