// Only code guarded by the same thread number is ordered: thread 0 against
// thread 1, guarded against unguarded, and simd lanes (one thread) race.
// RUN: %cc1 -verify %s

int omp_get_thread_num(void);
int s, t, u;
int a[100];

void different_threads(void) {
  // expected-note@+1 {{'s' is read after the loop: consider lastprivate(s)}}
  #pragma omp parallel for
  for (int i = 0; i < 20; i++) {
    if (omp_get_thread_num() == 0)
      // expected-warning@+1 {{data race on 's': write in iteration}}
      s = i;
    if (omp_get_thread_num() == 1)
      // expected-note@+1 {{conflicting write of 's' here}}
      s = -i;
  }
}

void guarded_and_unguarded(void) {
  #pragma omp parallel for
  for (int i = 0; i < 20; i++) {
    if (omp_get_thread_num() == 0)
      // expected-warning@+1 {{data race on 't': write in iteration}}
      t = i;
    // expected-note@+1 {{conflicting read of 't' here}}
    a[i] = t;
  }
}

void not_equal(void) {
  // expected-note@+1 {{'u' is read after the loop: consider lastprivate(u)}}
  #pragma omp parallel for
  for (int i = 0; i < 20; i++)
    if (omp_get_thread_num() != 0)
      // expected-warning@+2 {{data race on 'u': write in iteration}}
      // expected-note@+1 {{conflicting write of 'u' here}}
      u = i;
}

void simd_lanes(void) {
  #pragma omp parallel for simd
  for (int i = 0; i < 20; i++)
    if (omp_get_thread_num() == 0)
      // expected-warning@+2 {{data race on 'a': write of a[0] in iteration}}
      // expected-note@+1 {{conflicting write of 'a' here}}
      a[0] = i;
}
