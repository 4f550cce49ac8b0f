// Racy twins of norace_region_threads.c: elements two threads share
// (tid / 2), a shared variable every thread writes, block-scope `extern`
// and `static` variables (shared by all threads), a thread number narrowed
// to a small type, a team that may have more than one thread (`if (c)`),
// and code under a thread-dependent condition that two threads both run.
// RUN: %cc1 -verify %s

int omp_get_thread_num(void);
int omp_get_num_threads(void);
int a[100], x, y, ext;
#define TID omp_get_thread_num()

void shared_element(void) {
  #pragma omp parallel num_threads(8)
  {
    int t = omp_get_thread_num();
    a[t / 2] = t; // expected-warning {{data race on 'a': write of a[0] in thread 0 conflicts with write in thread 1 [drsat]}} // expected-note {{conflicting write of 'a' here}}
  }
}

void neighbour(void) {
  #pragma omp parallel
  a[TID + 1] = a[TID]; // expected-warning {{data race on 'a': write of a[1] in thread 0 conflicts with read in thread 1 [drsat]}} // expected-note {{conflicting read of 'a' here}}
}

void every_thread_writes(int c) {
  #pragma omp parallel if (c)
  x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1 when c=2 [drsat]}} // expected-note {{conflicting write of 'x' here}}
}

void block_scope_names(void) {
  #pragma omp parallel
  {
    extern int ext;
    static int s;
    ext = 1; // expected-warning {{data race on 'ext': write in thread 0 conflicts with write in thread 1 [drsat]}} // expected-note {{conflicting write of 'ext' here}}
    s++; // expected-warning {{data race on 's': write in thread 0 conflicts with write in thread 1 [drsat]}} // expected-note {{conflicting write of 's' here}}
  }
}

void narrowed_thread_number(void) {
  #pragma omp parallel
  {
    unsigned char t = omp_get_thread_num();
    a[t % 100] = 1; // expected-warning {{data race on 'a': write of a[28] in thread 28 conflicts with write in thread 128 [drsat]}} // expected-note {{conflicting write of 'a' here}}
  }
}

void two_threads_in_branch(void) {
  #pragma omp parallel
  {
    if (omp_get_thread_num() < 2)
      y = 1; // expected-warning {{data race on 'y': write in thread 0 conflicts with write in thread 1 [drsat]}} // expected-note {{conflicting write of 'y' here}}
  }
}
