// Clauses write the original variable back (lastprivate, linear,
// reductions, also user-defined ones): before a construct that value is no
// longer the one assigned earlier, and inside a region a `simd` with such a
// clause on a shared variable writes it, an access of its own.
// RUN: %clang -fplugin=%drsat -fplugin-arg-drsat-remarks -fopenmp -fsyntax-only -Xclang -verify %s
#include <omp.h>
int a[8], r, b[64];

#pragma omp declare reduction(setfive : int : omp_out = 5) initializer(omp_priv = 0)

void linear_before(void) {
  int k = 0;
  #pragma omp simd linear(k:1) // expected-remark {{loop is free of data races: 0 access pairs checked}}
  for (int i = 0; i < 4; i++) { }
  // k is 3 here, not 0
  #pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 0)
      a[k] = 1; // expected-warning {{possible data race on 'a': write in thread 0 conflicts with write in thread 1 (value of 'k' after '#pragma omp simd' is not tracked here)}}
    else
      a[3] = 2; // expected-note {{conflicting write of 'a' here}}
  }
}

void udr_before(void) {
  int k = 0;
  #pragma omp parallel for reduction(setfive : k) num_threads(2) // expected-remark {{loop is free of data races: 0 access pairs checked}}
  for (int i = 0; i < 2; i++) { }
  #pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 0)
      a[k] = 1; // expected-warning {{possible data race on 'a': write in thread 0 conflicts with write in thread 1 (value of 'k' after '#pragma omp parallel for' is not tracked here)}}
    else
      a[5] = 2; // expected-note {{conflicting write of 'a' here}}
  }
}

void simd_linear_in_region(void) {
  int s = 0;
  #pragma omp parallel sections num_threads(2)
  {
    #pragma omp section
    {
      #pragma omp simd linear(s:1) // expected-remark {{loop is free of data races: 0 access pairs checked}} expected-warning {{data race on 's': write in thread 0 conflicts with read in thread 1}}
      for (int i = 0; i < 2; i++) { }
    }
    #pragma omp section
    { r = s; } // expected-note {{conflicting read of 's' here}}
  }
}

void simd_reduction_in_loop(int n) {
  int s = 0;
  #pragma omp parallel for
  for (int j = 0; j < n; j++) {
    #pragma omp simd reduction(+:s) // expected-remark {{loop is free of data races: 0 access pairs checked}} expected-warning {{data race on 's': write in iteration j=0 conflicts with write in iteration j=1 when n=2}} expected-note {{conflicting write of 's' here}}
    for (int i = 0; i < 4; i++)
      s += i;
  }
}

void simd_private_item(void) {
  #pragma omp parallel num_threads(2) // expected-remark {{region is free of data races: 1 access pairs checked}}
  {
    int k = 0;
    #pragma omp simd linear(k:1) // expected-remark {{loop is free of data races: 0 access pairs checked}}
    for (int i = 0; i < 4; i++) { }
    a[omp_get_thread_num()] = k;
  }
}

void for_simd_loop_variable(void) {
  // the iteration variable of a simd loop is linear: the thread of the last
  // iteration writes it back, with no barrier before the other's read
  int i = 0, r[4];
  #pragma omp parallel num_threads(2)
  {
    #pragma omp for simd nowait // expected-remark {{loop is free of data races: 1 access pairs checked}}
    for (i = 0; i < 64; i++) // expected-warning {{data race on 'i': write in thread 0 conflicts with read in thread 1}}
      b[i] = 1;
    r[omp_get_thread_num()] = i; // expected-note {{conflicting read of 'i' here}}
  }
}

void for_simd_then_barrier(void) {
  int i = 0, r[4];
  #pragma omp parallel num_threads(2) // expected-remark {{region is free of data races: 4 access pairs checked}}
  {
    #pragma omp for simd // expected-remark {{loop is free of data races: 1 access pairs checked}}
    for (i = 0; i < 64; i++)
      b[i] = 1;
    r[omp_get_thread_num()] = i;
  }
}

void simd_loop_variable_in_sections(void) {
  int i = 0;
  #pragma omp parallel sections num_threads(2)
  {
    #pragma omp section
    {
      #pragma omp simd // expected-remark {{loop is free of data races: 0 access pairs checked}}
      for (i = 0; i < 4; i++) { } // expected-warning {{data race on 'i': write in thread 0 conflicts with read in thread 1}}
    }
    #pragma omp section
    r = i; // expected-note {{conflicting read of 'i' here}}
  }
}
