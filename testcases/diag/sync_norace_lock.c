// omp_set_lock / omp_unset_lock around every access of the shared scalar.
// Uses the real omp.h.
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s
// RUN: %clang -fplugin=%drsat -fplugin-arg-drsat-remarks -fopenmp -fsyntax-only -Xclang -verify=remarks %s
// expected-no-diagnostics

#include <omp.h>

int a[100], b[100];
int sum;
omp_lock_t lck, other;

void locked_update(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    omp_set_lock(&lck);
    sum += a[i];
    b[i] = sum;
    omp_unset_lock(&lck);
  }
}

void released_out_of_order(void) {
  // lck is released first; other still protects sum in both places
  // remarks-remark@+1 {{region is free of data races: 0 access pairs checked}}
  #pragma omp parallel
  {
    omp_set_lock(&lck);
    omp_set_lock(&other);
    omp_unset_lock(&lck);
    sum += 1;
    omp_unset_lock(&other);
  }
}
