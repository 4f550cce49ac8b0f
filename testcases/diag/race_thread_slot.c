// Thread numbers as subscripts (issue 11, item 14).  Two accesses race only
// when two threads make them, so the two copies of the race query have
// different thread numbers, each at least 0 and below num_threads(n) when
// it is given (else the extent of the array bounds it): a slot per thread is
// race-free (iterations on one thread run in order), a slot shared by two
// threads races, and no witness has two iterations on one thread.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

int omp_get_thread_num(void);

int a[64];

void own_slot(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[omp_get_thread_num() + 3] += i;
}

void shared_slot(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    // expected-warning@+2 {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[omp_get_thread_num() / 2] = i;
}

void neighbour_slot(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    // expected-warning@+2 {{data race on 'a': write of a[0] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[omp_get_thread_num()] = a[omp_get_thread_num() - 1];
}

// num_threads(2): thread numbers 0 and 1, so a[t / 2] is a[0] for both
// (a witness with a[289] would need a thread 578)
void two_threads(void) {
#pragma omp parallel for num_threads(2)
  for (int i = 0; i < 10; i++)
    // expected-warning@+2 {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[omp_get_thread_num() / 2] = i;
}

// num_threads(1): one thread, whatever it writes
void one_thread(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for num_threads(1)
  for (int i = 0; i < 10; i++)
    a[omp_get_thread_num() / 2] = i;
}
