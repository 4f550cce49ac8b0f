// Twin of sync_race_lock_identity.c: the global lock reached through a
// block-scope `extern` is the same lock as the global named directly, also
// when its first declaration is not its definition.
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify=remarks -fplugin-arg-drsat-remarks %s
// expected-no-diagnostics

#include <omp.h>

omp_lock_t l;
int x;
extern omp_lock_t l2;  // the first declaration of l2 is not its definition
omp_lock_t l2;

void global_and_its_extern(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i % 2) {
      omp_set_lock(&l);
      x++;
      omp_unset_lock(&l);
    } else {
      extern omp_lock_t l;
      omp_set_lock(&l);
      x--;
      omp_unset_lock(&l);
    }
  }
}

void declared_before_defined(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i % 2) {
      omp_set_lock(&l2);
      x++;
      omp_unset_lock(&l2);
    } else {
      extern omp_lock_t l2;
      omp_set_lock(&l2);
      x--;
      omp_unset_lock(&l2);
    }
  }
}
