// C11 _Atomic objects and thread-local variables (_Thread_local, __thread)
// cannot race between the threads of a worksharing loop: every access to an
// _Atomic object is atomic (as under `omp atomic`), and a thread-local
// variable has one copy per thread.  The lanes of one thread share its
// thread-local variables (simd, parallel for simd), and so would the
// iterations of a `#pragma drs` loop; an _Atomic object still races with a
// plain access to the same memory.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

_Atomic int cnt;
_Atomic int arr[100];
_Thread_local int tl;
__thread int tl2;
int plain;

void atomic_objects(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    cnt++;
    arr[i % 10] += 1;
    cnt = cnt + arr[(i + 1) % 10];
  }
}

void atomic_and_plain(void) {
  int *p = (int *)arr;
#pragma omp parallel for
  for (int i = 0; i < 99; i++) {
    // expected-warning@+2 {{data race on 'arr': write of arr[1] in iteration i=1 conflicts with write in iteration i=0 [drsat]}}
    // expected-note@+2 {{conflicting write of 'arr' here}}
    arr[i] = 1;
    p[i + 1] = 2;
  }
}

void thread_local_in_threads(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    tl = i;
    tl2 += tl;
  }
}

void thread_local_in_lanes(void) {
  // expected-note@+1 {{'tl' is read after the loop: consider lastprivate(tl)}}
#pragma omp simd
  for (int i = 0; i < 100; i++)
    // expected-warning@+2 {{data race on 'tl': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'tl' here}}
    tl = i;
  // expected-note@+1 {{'tl2' is read after the loop: consider lastprivate(tl2)}}
#pragma omp parallel for simd
  for (int i = 0; i < 100; i++)
    // expected-warning@+2 {{data race on 'tl2': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'tl2' here}}
    tl2 = i;
  // expected-note@+1 {{'tl' is read after the loop: consider lastprivate(tl)}}
#pragma drs
  for (int i = 0; i < 100; i++)
    // expected-warning@+2 {{data race on 'tl': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'tl' here}}
    tl = i;
}

void plain_global(void) {
  // expected-note@+1 {{'plain' is read after the loop: consider lastprivate(plain)}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    // expected-warning@+2 {{data race on 'plain': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'plain' here}}
    plain = arr[i];
}

int tp;
#pragma omp threadprivate(tp)

void threadprivate_in_lanes(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    tp = i;
  // expected-note@+1 {{'tp' is read after the loop: consider lastprivate(tp)}}
#pragma omp simd
  for (int i = 0; i < 100; i++)
    // expected-warning@+2 {{data race on 'tp': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'tp' here}}
    tp = i;
}
