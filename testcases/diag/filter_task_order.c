// Tasks made by the code of one single instance, each site once (constant
// positions on the creating thread's line), are ordered by structure alone
// (drs_enc_never_parallel, tasks_never_parallel): one task's own code runs
// in program order, a task ends before a later one whose dependences
// match (`after`) or that the creator makes after waiting for it (a
// taskwait, a taskgroup's end, a `taskwait depend` naming it), and the
// creator's access runs apart from a task made after it or waited for
// before it.  Such pairs need no query.  Unordered tasks, a site in a loop,
// a single met again, a conditional or other-variable `taskwait depend`,
// the creator's code before the wait: still Z3, and race.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

int x, y, z;

// CHECK: 'parallel' in 'dependent': race-free; 3 accesses, 5 pairs checked, 0 solved
void dependent(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task depend(out: x)
    x = 1;
    #pragma omp task depend(inout: x)
    x = x + 1;
  }
}

// CHECK: 'parallel' in 'waited': race-free; 3 accesses, 5 pairs checked, 0 solved
void waited(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task
    y = 1;
    #pragma omp taskwait
    #pragma omp task
    y = y + 2;
  }
}

// CHECK: 'parallel' in 'grouped': race-free; 3 accesses, 5 pairs checked, 0 solved
void grouped(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp taskgroup
    {
      #pragma omp task
      z = 3;
    }
    z = z + 1;
  }
}

// `taskwait depend`: the creator goes on once the task it names has ended
// CHECK: 'parallel' in 'waited_for_x': race-free; 4 accesses, 4 pairs checked, 0 solved
void waited_for_x(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task depend(out: x)
    x = 1;
    #pragma omp task depend(out: y)
    y = 1;
    #pragma omp taskwait depend(in: x)
    z = x;
  }
}

// the wait names y, not x
// CHECK: 'parallel' in 'waited_for_y': race; 4 accesses, 4 pairs checked, 1 solved
void waited_for_y(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task depend(out: x)
    x = 1; // expected-warning {{data race on 'x': write in the task created at line 76 conflicts with read in thread 0}}
    #pragma omp task depend(out: y)
    y = 1;
    #pragma omp taskwait depend(in: y)
    z = x; // expected-note {{conflicting read of 'x' here}}
  }
}

// CHECK: 'parallel' in 'unordered': race; 2 accesses, 3 pairs checked, 1 solved
void unordered(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task
    x = 1; // expected-warning {{data race on 'x': write in the task created at line 90 conflicts with write in the task created at line 92}}
    #pragma omp task
    x = 2; // expected-note {{conflicting write of 'x' here}}
  }
}

// the creator's read before the wait
// CHECK: 'parallel' in 'before_wait': race; 3 accesses, 3 pairs checked, 1 solved
void before_wait(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task
    y = 1; // expected-warning {{data race on 'y': write in the task created at line 103 conflicts with read in thread 0}}
    z = y; // expected-note {{conflicting read of 'y' here}}
    #pragma omp taskwait
  }
}

// one site, many instances: a task made in a loop
// CHECK: 'parallel' in 'in_loop': race; 2 accesses, 2 pairs checked, 2 solved
void in_loop(void) {
  #pragma omp parallel
  #pragma omp single
  for (int k = 0; k < 4; k++) {
    #pragma omp task
    // expected-warning@+2 {{data race on 'x': write in the task created at line 116 (k=1) conflicts with read in the task created at line 116 (k=0)}}
    // expected-warning@+1 {{data race on 'x': write in the task created at line 116 (k=1) conflicts with write in the task created at line 116 (k=0) [drsat]}}
    x = x + k; // expected-note {{conflicting read of 'x' here}} expected-note {{conflicting write of 'x' here}}
  }
}

// a single met again without a barrier: each encounter's task is another
// instance, made by another thread
// CHECK: 'parallel' in 'single_again_tasks': race; 1 accesses, 1 pairs checked, 1 solved
void single_again_tasks(int n) {
  #pragma omp parallel
  for (int k = 0; k < n; k++) {
    #pragma omp single nowait
    {
      #pragma omp task
      x = k; // expected-warning {{data race on 'x': write in the task created at line 131 by thread 0 (k=1) conflicts with write in the task created at line 131 by thread 1 (k=0) when n=2 [drsat]}} expected-note {{conflicting write of 'x' here}}
    }
  }
}

// a `taskwait depend` that may not run: no order
// CHECK: 'parallel' in 'wait_under_condition': race; 3 accesses, 3 pairs checked, 1 solved
void wait_under_condition(int c) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task depend(out: x)
    x = 1; // expected-warning {{data race on 'x': write in the task created at line 143 conflicts with read in thread 0 [drsat]}}
    if (c) {
      #pragma omp taskwait depend(in: x)
    }
    z = x; // expected-note {{conflicting read of 'x' here}}
  }
}
