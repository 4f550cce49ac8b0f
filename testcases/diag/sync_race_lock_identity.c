// Locks are variables, identified by declaration: a local lock and the
// global one of the same name are two locks, and a lock each iteration
// declares for itself excludes nobody.  Uses the real omp.h.
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s

#include <omp.h>

omp_lock_t l;
int x, y, a[100];

void local_and_global_of_one_name(void) {
  omp_lock_t l;
  omp_init_lock(&l);
  // expected-note@+1 {{add 'reduction(+:x)' to the directive}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i % 2) {
      omp_set_lock(&l);
      // expected-warning@+1 {{data race on 'x': write in iteration i=1 conflicts with write in iteration i=0 [drsat]}}
      x++;
      omp_unset_lock(&l);
    } else {
      extern omp_lock_t l;
      omp_set_lock(&l);
      // expected-note@+1 {{conflicting write of 'x' here}}
      x++;
      omp_unset_lock(&l);
    }
  }
  omp_destroy_lock(&l);
}

void lock_of_each_iteration(void) {
  // expected-note@+1 {{add 'reduction(+:y)' to the directive}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    omp_lock_t own;
    omp_init_lock(&own);
    omp_set_lock(&own);
    // expected-warning@+2 {{data race on 'y': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'y' here}}
    y += a[i];
    omp_unset_lock(&own);
    omp_destroy_lock(&own);
  }
}
