// A threadprivate variable written somewhere may hold a different value in
// every thread (here: each thread's number, kept from an earlier region), so
// indices built from it may collide between threads: a possible race, as
// drsat does not follow what each thread's copy holds (here set_tp is never
// called, and every copy is 0).
// RUN: %cc1 -verify %s

int omp_get_thread_num(void);
int a[200];
int tp;
#pragma omp threadprivate(tp)

void set_tp(void) { tp = omp_get_thread_num(); }

void index_from_tp(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    // expected-warning@+2 {{possible data race on 'a': write in iteration i=}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[i + tp] = i;
}

void copy_in_region(void) {
  #pragma omp parallel
  {
    int t = tp;
    #pragma omp for
    for (int i = 0; i < 100; i++)
      // expected-warning@+2 {{possible data race on 'a': write in iteration i=}}
      // expected-note@+1 {{conflicting write of 'a' here}}
      a[i + t] = i;
  }
}
