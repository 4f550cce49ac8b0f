// Tasks in parallel regions: a task may run from its creation until its
// creator's next taskwait, the end of its taskgroup or the next barrier,
// at the same time as its creator's later code, its sibling tasks and the
// other threads.  Racy twins of norace_tasks.c: each case lacks the wait
// or dependence its twin has, or shares what its twin keeps private.
// RUN: %cc1 -verify %s

int omp_get_thread_num(void);
int a[100], x, y, z;

void siblings(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task
    x = 1; // expected-warning {{data race on 'x': write in the task created at line 15 conflicts with write in the task created at line 17 [drsat]}}
    #pragma omp task
    x = 2; // expected-note {{conflicting write of 'x' here}}
  }
}

void loop_instances(int n) {
  #pragma omp parallel
  #pragma omp single
  for (int i = 0; i < n; i++) {
    #pragma omp task
    x += i; // expected-warning {{data race on 'x': write in the task created at line 26 (i=1) conflicts with write in the task created at line 26 (i=0) when n=2 [drsat]}} // expected-note {{conflicting write of 'x' here}}
  }
}

void read_before_wait(int n) {
  #pragma omp parallel
  #pragma omp single
  for (int i = 0; i < n; i++) {
    #pragma omp task
    x += i; // expected-warning {{data race on 'x': write in the task created at line 35 (i=1) conflicts with read in thread 0 at i=1 when n=2 [drsat]}}
    y = x; // expected-note {{conflicting read of 'x' here}}
    #pragma omp taskwait
  }
}

void element_after_loop(void) {
  #pragma omp parallel
  #pragma omp single
  {
    for (int i = 0; i < 100; i++) {
      #pragma omp task
      a[i] = i; // expected-warning {{data race on 'a': write of a[5] in the task created at line 47 (i=5) conflicts with read in thread 0 [drsat]}}
    }
    z = a[5]; // expected-note {{conflicting read of 'a' here}}
  }
}

void every_thread(void) {
  #pragma omp parallel
  {
    #pragma omp task
    x++; // expected-warning {{data race on 'x': write in the task created at line 57 by thread 0 conflicts with write in the task created at line 57 by thread 1 [drsat]}} // expected-note {{conflicting write of 'x' here}}
  }
}

void shared_local(void) {
  #pragma omp parallel
  {
    int t = 0;
    #pragma omp task shared(t)
    t++; // expected-warning {{data race on 't': write in the task created at line 66 conflicts with write in thread 0 [drsat]}}
    t = 5; // expected-note {{conflicting write of 't' here}}
  }
}

void through_pointer(void) {
  #pragma omp parallel
  {
    int t = 0;
    int *p = &t;
    #pragma omp task
    *p = 1; // expected-warning {{data race on 't': write in the task created at line 77 conflicts with write in thread 0 [drsat]}}
    t = 5; // expected-note {{conflicting write of 't' here}}
  }
}

void single_nowait(void) {
  #pragma omp parallel
  {
    #pragma omp single nowait
    {
      #pragma omp task
      x = 1; // expected-warning {{data race on 'x': write in the task created at line 88 conflicts with read in thread 0 [drsat]}}
    }
    #pragma omp critical
    y = x; // expected-note {{conflicting read of 'x' here}}
  }
}

void conditional_wait(int c) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task
    x = 1; // expected-warning {{data race on 'x': write in the task created at line 100 conflicts with read in thread 0 [drsat]}}
    if (c) {
      #pragma omp taskwait
    }
    y = x; // expected-note {{conflicting read of 'x' here}}
  }
}

void thread_guard(void) {
  #pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
      #pragma omp task
      x = 1; // expected-warning {{data race on 'x': write in the task created at line 113 conflicts with read in thread 0 [drsat]}}
      y = x; // expected-note {{conflicting read of 'x' here}}
    }
  }
}

void wrong_dependence(void) {
  #pragma omp parallel
  #pragma omp single
  for (int i = 1; i < 100; i++) {
    #pragma omp task depend(out: a[i])
    a[i] = i; // expected-warning {{possible data race on 'a': write of a[1] in the task created at line 124 (i=1) conflicts with read in the task created at line 126 (i=2) (the tasks may be ordered by a chain of dependences through other task instances, which is not followed here) [drsat]}}
    #pragma omp task depend(in: a[i])
    y += a[i - 1]; // expected-note {{conflicting read of 'a' here}} // expected-warning {{possible data race on 'y': write in the task created at line 126 (i=2) conflicts with write in the task created at line 126 (i=1) (the tasks may be ordered by a chain of dependences through other task instances, which is not followed here) [drsat]}} // expected-note {{conflicting write of 'y' here}}
  }
}

void both_in(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task depend(in: x)
    y = 1; // expected-warning {{data race on 'y': write in the task created at line 135 conflicts with write in the task created at line 137 [drsat]}}
    #pragma omp task depend(in: x)
    y = 2; // expected-note {{conflicting write of 'y' here}}
  }
}

void master_task(void) {
  #pragma omp parallel
  {
    #pragma omp master
    {
      #pragma omp task
      x = 1; // expected-warning {{data race on 'x': write in the task created at line 147 conflicts with read in thread 0 [drsat]}}
    }
    #pragma omp critical
    y = x; // expected-note {{conflicting read of 'x' here}}
  }
}

void other_section(void) {
  #pragma omp parallel sections
  {
    #pragma omp section
    {
      #pragma omp task
      x = 1; // expected-warning {{data race on 'x': write in the task created at line 160 conflicts with read in thread 0 [drsat]}}
    }
    #pragma omp section
    y = x; // expected-note {{conflicting read of 'x' here}}
  }
}

void outside_group(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp taskgroup
    {
      #pragma omp task
      x = 1;
    }
    #pragma omp task
    y = x; // expected-warning {{data race on 'y': write in the task created at line 177 conflicts with write in thread 0 [drsat]}}
    y = 3; // expected-note {{conflicting write of 'y' here}}
  }
}

void undeferred_waits_not(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task
    y = 1; // expected-warning {{data race on 'y': write in the task created at line 187 conflicts with read in thread 0 [drsat]}}
    #pragma omp task depend(in: x) if (0)
    {}
    z = y; // expected-note {{conflicting read of 'y' here}}
  }
}

// a task writes the element of the thread that runs it, and so does every
// thread's own code: a (tied) task and its thread's code never run at the
// same time, so those two never meet (norace_tasks.c); thread 1's write
// of element 0 meets the task run by thread 0
void task_thread_number(void) {
  #pragma omp parallel
  {
    #pragma omp single nowait
    {
      #pragma omp task
      a[omp_get_thread_num()] = 1; // expected-warning {{data race on 'a': write of a[0] in the task created at line 204 by thread 0 conflicts with write in thread 1 [drsat]}}
    }
    if (omp_get_thread_num() == 1)
      a[0] = 2; // expected-note {{conflicting write of 'a' here}}
  }
}

// an untied task may resume on another thread: its thread number is no
// fact about the thread running the rest of it
void task_thread_number_untied(void) {
  #pragma omp parallel
  {
    #pragma omp single nowait
    {
      #pragma omp task untied
      {
        int t = omp_get_thread_num();
        #pragma omp taskyield
        a[t] = 1; // expected-warning {{data race on 'a': write of a[0] in the task created at line 219 conflicts with write in thread 0 [drsat]}}
      }
    }
    a[omp_get_thread_num()] = 2; // expected-note {{conflicting write of 'a' here}}
  }
}

void task_and_worksharing_loop(void) {
  #pragma omp parallel
  {
    #pragma omp single nowait
    {
      #pragma omp task
      a[0] = 1; // expected-warning {{data race on 'a': write of a[0] in the task created at line 235 conflicts with write in thread 0 at i=0 [drsat]}}
    }
    #pragma omp for
    for (int i = 0; i < 64; i++)
      a[i] = i; // expected-note {{conflicting write of 'a' here}}
  }
}

void mergeable_undeferred(void) {
  #pragma omp parallel
  #pragma omp single
  {
    int k = 1;
    #pragma omp task if (0) mergeable
    k = 2;
    #pragma omp task
    a[1] = 0; // expected-warning {{possible data race on 'a': write of a[1] in the task created at line 251 conflicts with write in thread 0 (value of 'k' after a mergeable task is not tracked here) [drsat]}}
    a[k] = 1; // expected-note {{conflicting write of 'a' here}}
  }
}

void nested_not_waited(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task
    {
      #pragma omp task
      x = 1; // expected-warning {{data race on 'x': write in the task created at line 263 conflicts with read in thread 0 [drsat]}}
    }
    #pragma omp taskwait
    y = x; // expected-note {{conflicting read of 'x' here}}
  }
}

void nested_siblings(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task
    {
      #pragma omp task
      x = 1; // expected-warning {{data race on 'x': write in the task created at line 277 conflicts with write in the task created at line 279 [drsat]}}
      #pragma omp task
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

void nested_with_parent(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task
    {
      int t = 0;
      #pragma omp task shared(t)
      t = 1; // expected-warning {{data race on 't': write in the task created at line 292 conflicts with read in the task created at line 289 [drsat]}}
      y = t; // expected-note {{conflicting read of 't' here}}
    }
  }
}

void taskloop_neighbours(void) {
  #pragma omp parallel
  #pragma omp single
  #pragma omp taskloop grainsize(4)
  for (int i = 0; i < 99; i++)
    a[i + 1] = a[i]; // expected-warning {{data race on 'a': write of a[1] in the task created at line 302 (i=0) conflicts with read in the task created at line 302 (i=1) [drsat]}} // expected-note {{conflicting read of 'a' here}}
}

void taskloop_nogroup(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp taskloop nogroup
    for (int i = 0; i < 100; i++)
      a[i] = i; // expected-warning {{data race on 'a': write of a[5] in the task created at line 311 (i=5) conflicts with read in thread 0 [drsat]}}
    x = a[5]; // expected-note {{conflicting read of 'a' here}}
  }
}

// Attack cases: a dependence chain whose middle task is conditional (not
// in the static closure), a block-scope extern, a task spelled through a
// macro, a task writing through a call.
#define SPAWN _Pragma("omp task")
static void set_one(int *p) { *p = 1; } // expected-warning {{data race on 'z': write in the task created at line 364 conflicts with write in thread 0 [drsat]}}

void conditional_middle(int c) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task depend(out: x)
    y = 1; // expected-warning {{data race on 'y': write in the task created at line 328 conflicts with write in the task created at line 334 [drsat]}}
    if (c) {
      #pragma omp task depend(inout: x) depend(out: z)
      a[0] = 1;
    }
    #pragma omp task depend(in: z)
    y = 2; // expected-note {{conflicting write of 'y' here}}
  }
}

void block_scope_extern(void) {
  #pragma omp parallel
  #pragma omp single
  {
    extern int x;
    #pragma omp task
    x = 1; // expected-warning {{data race on 'x': write in the task created at line 344 conflicts with write in thread 0 [drsat]}}
    x = 2; // expected-note {{conflicting write of 'x' here}}
  }
}

void task_from_macro(void) {
  #pragma omp parallel
  #pragma omp single
  {
    SPAWN
    y = 1; // expected-warning {{data race on 'y': write in the task created at line 354 conflicts with write in thread 0 [drsat]}}
    y = 2; // expected-note {{conflicting write of 'y' here}}
  }
}

void write_through_call(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task
    set_one(&z); // expected-note {{in 'set_one' called here}}
    z = 3; // expected-note {{conflicting write of 'z' here}}
  }
}

// taskloop collapse(2): a task per (i, j); the inner loop's constant trip
// count spaces the positions, so (0, 1) and (1, 0) are two tasks
int m[10][10];
void taskloop_collapse_neighbours(void) {
  #pragma omp parallel
  #pragma omp single
  #pragma omp taskloop collapse(2)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 2; j++)
      a[i + j] = i; // expected-warning {{data race on 'a': write of a[1] in the task created at line 376 (i=1, j=0) conflicts with write in the task created at line 376 (i=0, j=1) [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void taskloop_collapse_row(void) {
  int i, j;
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp taskloop collapse(2) nogroup
    for (i = 0; i < 10; i++)
      for (j = 0; j < 10; j++)
        m[i][0] += j; // expected-warning {{data race on 'm': write of m[0][0] in the task created at line 387 (i=0, j=1) conflicts with write in the task created at line 387 (i=0, j=0) [drsat]}} expected-note {{conflicting write of 'm' here}}
  }
}

// the reader's section starts just past the writer's: no order
void section_dependence_past(int n) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp task depend(out: a[n:10])
    for (int k = 0; k < 10; k++)
      a[n + k] = k; // expected-warning {{data race on 'a': write of a[2] in the task created at line 399 (k=2) conflicts with read in the task created at line 402 when n=0 [drsat]}}
    #pragma omp task depend(in: a[n + 10:1])
    x = a[n + 2]; // expected-note {{conflicting read of 'a' here}}
  }
}

// tasks created in nested loops: (i, j) = (0, 1) and (1, 0) write one
// element; and the wait before the inner loop leaves its tasks running
void tasks_in_nested_loops(void) {
  #pragma omp parallel
  #pragma omp single
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      #pragma omp task
      a[i + j] = 1; // expected-warning {{data race on 'a': write of a[1] in the task created at line 414 (i=1, j=0) conflicts with write in the task created at line 414 (i=0, j=1) [drsat]}} expected-note {{conflicting write of 'a' here}}
    }
}

void tasks_in_nested_loops_wait_before(void) {
  #pragma omp parallel
  #pragma omp single
  for (int i = 0; i < 4; i++) {
    #pragma omp taskwait
    for (int j = 0; j < 4; j++) {
      #pragma omp task
      a[i * 4 + j] += 1; // expected-warning {{data race on 'a': write of a[3] in the task created at line 425 (i=0, j=3) conflicts with read in thread 0 at i=0 [drsat]}}
    }
    x += a[i * 4 + 3]; // expected-note {{conflicting read of 'a' here}}
  }
}

// taskloop reduction: the combination into sum at the taskgroup's end
// races with other threads reading it past a single nowait; without the
// clause the tasks race on sum themselves
int sum;
void taskloop_reduction_nowait(void) {
  #pragma omp parallel
  {
    #pragma omp single nowait
    #pragma omp taskloop reduction(+:sum) // expected-warning {{data race on 'sum': write in thread 0 conflicts with read in thread 1 [drsat]}}
    for (int i = 0; i < 100; i++)
      sum += a[i];
    int t = sum; // expected-note {{conflicting read of 'sum' here}}
    (void)t;
  }
}

void taskloop_no_reduction(void) {
  #pragma omp parallel
  #pragma omp single
  #pragma omp taskloop
  for (int i = 0; i < 100; i++)
    sum += a[i]; // expected-warning {{data race on 'sum': write in the task created at line 451 (i=0) conflicts with write in the task created at line 451 (i=1) [drsat]}} expected-note {{conflicting write of 'sum' here}}
}

// a loop that never runs its taskwait waits for nothing
void wait_in_empty_loop(void) {
  #pragma omp parallel
  #pragma omp single
  for (int i = 0; i < 4; i++) {
    #pragma omp task
    x = i; // expected-warning {{data race on 'x': write in the task created at line 461 (i=1) conflicts with write in the task created at line 461 (i=0) [drsat]}} expected-note {{conflicting write of 'x' here}}
    for (int j = 0; j < 0; j++) {
      #pragma omp taskwait
    }
  }
}

// the inner loop's j is declared outside: one j shared by every task of
// the taskloop (DataRaceBench DRB095)
int tl[10][10];
void taskloop_shared_inner_variable(void) {
  int i, j;
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp taskloop
    for (i = 0; i < 10; i++)
      for (j = 0; j < 10; j++) // expected-warning {{data race on 'j': write in the task created at line 477 (i=1) conflicts with write in the task created at line 477 (i=0) [drsat]}} expected-note {{conflicting write of 'j' here}} expected-warning {{data race on 'j': write in the task created at line 477 (i=1) conflicts with read in the task created at line 477 (i=0) [drsat]}} expected-note {{conflicting read of 'j' here}} expected-warning {{data race on 'j': write in the task created at line 477 (i=1) conflicts with read in the task created at line 477 (i=0, j=0) [drsat]}} expected-warning {{data race on 'j': write in the task created at line 477 (i=1) conflicts with write in the task created at line 477 (i=0, j=0) [drsat]}} expected-note {{conflicting write of 'j' here}} expected-warning {{data race on 'j': write in the task created at line 477 (i=0, j=0) conflicts with read in the task created at line 477 (i=1) [drsat]}} expected-note {{conflicting read of 'j' here}} expected-warning {{data race on 'j': write in the task created at line 477 (i=1, j=0) conflicts with read in the task created at line 477 (i=0, j=0) [drsat]}} expected-warning {{data race on 'j': write in the task created at line 477 (i=0, j=0) conflicts with write in the task created at line 477 (i=1, j=0) [drsat]}} expected-note {{conflicting write of 'j' here}}
        tl[i][j] += 1; // expected-note {{conflicting read of 'j' here}} expected-note {{conflicting read of 'j' here}}
  }
}

// the inner loop waits before its task, not after: the last inner
// iteration's task still runs when the next outer iteration reads
void wait_before_the_inner_task(void) {
  #pragma omp parallel
  #pragma omp single
  {
    for (int i = 0; i < 3; i++) {
      x = a[2 * i + 1]; // expected-note {{conflicting read of 'a' here}}
      for (int j = 0; j < 2; j++) {
        #pragma omp taskwait
        #pragma omp task
        a[2 * i + j + 2] = 1; // expected-warning {{data race on 'a': write of a[3] in the task created at line 494 (i=0, j=1) conflicts with read in thread 0 at i=1 [drsat]}}
      }
    }
  }
}

// taskloop collapse(2) over a bound set before the region: the tasks of
// neighbouring elements race
int mm[10][11];
void taskloop_collapse_len_racy(void) {
  int len = 10;
  #pragma omp parallel
  #pragma omp single
  #pragma omp taskloop collapse(2)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < len; j++)
      mm[i][j + 1] = mm[i][j]; // expected-warning {{data race on 'mm': write of mm[0][1] in the task created at line 508 (i=0, j=0) conflicts with read in the task created at line 508 (i=0, j=1) [drsat]}} expected-note {{conflicting read of 'mm' here}}
}
