// Pairs whose "may happen in parallel" is false by the structure of the
// workers alone are decided before any query (drs_enc_never_parallel):
// two accesses under one instance of a single, of a master inside a
// region, or of a worksharing loop of the region (whose own construct
// checks them).  A file whose pairs are all such makes no Z3
// context.  Encounters met again without a barrier, and tasks below the
// common worker, still go to Z3.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

int x, y, a[100];

// CHECK: 'parallel' in 'one_single': race-free; 2 accesses, 2 pairs checked, 0 solved
void one_single(void) {
  #pragma omp parallel
  {
    #pragma omp single
    x = x + 1;
  }
}

// CHECK: 'parallel' in 'one_master': race-free; 2 accesses, 2 pairs checked, 0 solved
void one_master(void) {
  #pragma omp parallel
  {
    #pragma omp master
    y = y + 1;
  }
}

// the pairs of the loop's own iterations: its 'for' construct decides them
// CHECK: 'parallel' in 'one_loop': race-free; 3 accesses, 3 pairs checked, 0 solved
// CHECK: 'for' in 'one_loop': race-free; 2 accesses, 2 pairs checked, 0 solved
void one_loop(void) {
  #pragma omp parallel
  {
    #pragma omp for
    for (int i = 0; i < 100; i++)
      a[i] = a[i] + 1;
    #pragma omp single
    y = 1;
  }
}

// a single met again with no barrier between: two threads may run it
// CHECK: 'parallel' in 'single_again': race; 1 accesses, 1 pairs checked, 1 solved
void single_again(int n) {
  #pragma omp parallel
  {
    for (int k = 0; k < n; k++) {
      #pragma omp single nowait
      x = k; // expected-warning {{data race on 'x': write in thread 0 at k=0 conflicts with write in thread 1 at k=1 when n=2 [drsat]}} expected-note {{conflicting write of 'x' here}}
    }
  }
}

// two tasks of one single: the single does not order them
// CHECK: 'parallel' in 'tasks_of_single': race; 2 accesses, 3 pairs checked, 1 solved
void tasks_of_single(void) {
  #pragma omp parallel
  {
    #pragma omp single
    {
      #pragma omp task
      x = 1; // expected-warning {{data race on 'x': write in the task created at line 64 conflicts with write in the task created at line 66 [drsat]}}
      #pragma omp task
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

// a worksharing loop met again without a barrier: another thread may run
// the same element's iteration in the next encounter
// CHECK: 'parallel' in 'loop_again': race; 1 accesses, 1 pairs checked, 1 solved
void loop_again(int n) {
  #pragma omp parallel
  {
    for (int k = 0; k < n; k++) {
      #pragma omp for nowait
      for (int i = 0; i < 10; i++)
        a[i] = k; // expected-warning {{data race on 'a': write of a[0] in thread 0 at k=0, i=0 conflicts with write in thread 1 at k=1, i=0 when n=2 [drsat]}} expected-note {{conflicting write of 'a' here}}
    }
  }
}
