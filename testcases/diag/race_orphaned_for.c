// An orphaned `omp for` runs in the team of the parallel region its function
// is called from: every thread has its own arguments and thread number, so
// values computed before the loop may differ between threads.
// RUN: %cc1 -verify %s

int omp_get_thread_num(void);
int a[200];

void param_offset(int n) {
  #pragma omp for
  for (int i = 0; i < 100; i++)
    // expected-warning@+2 {{data race on 'a': write of a[}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[i + n] = i;
}

void thread_offset(void) {
  int tid = omp_get_thread_num();
  #pragma omp for
  for (int i = 0; i < 100; i++)
    // expected-warning@+2 {{data race on 'a': write of a[}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[i + tid] = i;
}

int g;

void shared_global(void) {
  // expected-note@+1 {{'g' is read after the loop: consider lastprivate(g)}}
  #pragma omp for
  for (int i = 0; i < 100; i++) {
    // expected-warning@+3 {{data race on 'g': write in iteration}}
    // expected-note@+2 {{conflicting write of 'g' here}}
    // expected-warning@+1 {{data race on 'g': write in iteration}}
    g = i;
    // expected-note@+1 {{conflicting read of 'g' here}}
    a[i] = g;
  }
}
