// A task created while its thread holds a lock (an OpenMP lock, a critical
// section) and waited for before the thread releases it runs inside that
// hold: it excludes the holds of other threads, so `set(l); task x += 1;
// taskwait; unset(l)` on every thread is race-free.  It does not exclude
// its creator's own code running alongside it, its siblings, tasks it
// creates itself, or anything when the wait may come after the release.
// RUN: %clang -fplugin=%drsat -fplugin-arg-drsat-remarks -fopenmp -fsyntax-only -Xclang -verify %s
#include <omp.h>

omp_lock_t l, m;
int x;

void lock_then_wait(void) {
  #pragma omp parallel num_threads(4) // expected-remark {{region is free of data races: 1 access pairs checked}}
  {
    omp_set_lock(&l);
    #pragma omp task
    x += 1;
    #pragma omp taskwait
    omp_unset_lock(&l);
  }
}

void critical_then_wait(void) {
  #pragma omp parallel // expected-remark {{region is free of data races: 2 access pairs checked}}
  {
    #pragma omp critical
    {
      #pragma omp task
      x += 1;
      #pragma omp taskwait
    }
    #pragma omp critical
    x -= 1;
  }
}

void against_a_plain_holder(void) {
  #pragma omp parallel num_threads(2) // expected-remark {{region is free of data races: 2 access pairs checked}}
  {
    omp_set_lock(&l);
    if (omp_get_thread_num() == 0) {
      #pragma omp task
      x += 1;
      #pragma omp taskwait
    } else {
      x = 5;
    }
    omp_unset_lock(&l);
  }
}

void released_before_the_wait(void) {
  #pragma omp parallel num_threads(2)
  {
    omp_set_lock(&l);
    #pragma omp task
    x += 1; // expected-warning {{data race on 'x': write in the task created at line 57 by thread 0 conflicts with write in the task created at line 57 by thread 1 [drsat]}} expected-note {{conflicting write of 'x' here}}
    omp_unset_lock(&l);
    #pragma omp taskwait
  }
}

void creator_alongside(void) {
  #pragma omp parallel num_threads(2)
  {
    #pragma omp critical
    {
      #pragma omp task
      x += 1; // expected-warning {{data race on 'x': write in the task created at line 69 conflicts with write in thread 0}}
      x = 2; // expected-note {{conflicting write of 'x' here}}
      #pragma omp taskwait
    }
  }
}

void siblings(void) {
  #pragma omp parallel num_threads(2)
  {
    #pragma omp critical
    {
      #pragma omp task
      x += 1; // expected-warning {{data race on 'x': write in the task created at line 82 conflicts with write in the task created at line 84}}
      #pragma omp task
      x += 2; // expected-note {{conflicting write of 'x' here}}
      #pragma omp taskwait
    }
  }
}

void grandchild(void) {
  // taskwait waits for children, not for the tasks they create
  #pragma omp parallel num_threads(2)
  {
    #pragma omp critical
    {
      #pragma omp task
      {
        #pragma omp task
        x += 1; // expected-warning {{data race on 'x': write in the task created at line 99 by thread 0 conflicts with write in the task created at line 99 by thread 1}} expected-note {{conflicting write of 'x' here}}
      }
      #pragma omp taskwait
    }
  }
}

void maybe_waited(int c) {
  #pragma omp parallel num_threads(2)
  {
    #pragma omp critical
    {
      #pragma omp task
      x += 1; // expected-warning {{data race on 'x': write in the task created at line 112 by thread 0 conflicts with write in the task created at line 112 by thread 1}} expected-note {{conflicting write of 'x' here}}
      if (c)
        {
          #pragma omp taskwait
        }
    }
  }
}

void another_lock(void) {
  #pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 0) {
      omp_set_lock(&l);
      #pragma omp task
      x += 1; // expected-warning {{data race on 'x': write in the task created at line 127 by thread 0 conflicts with write in thread 1}}
      #pragma omp taskwait
      omp_unset_lock(&l);
    } else {
      omp_set_lock(&m);
      x = 5; // expected-note {{conflicting write of 'x' here}}
      omp_unset_lock(&m);
    }
  }
}

int arr[4];

void tasks_from_a_loop(void) {
  // the wait after the loop waits for every task the loop created
  #pragma omp parallel num_threads(2) // expected-remark {{region is free of data races: 1 access pairs checked}}
  {
    omp_set_lock(&l);
    for (int i = 0; i < 4; i++) {
      #pragma omp task
      arr[i] += 1;
    }
    #pragma omp taskwait
    omp_unset_lock(&l);
  }
}

void hold_in_a_loop(void) {
  #pragma omp parallel num_threads(2) // expected-remark {{region is free of data races: 1 access pairs checked}}
  {
    for (int k = 0; k < 3; k++) {
      omp_set_lock(&l);
      #pragma omp task
      x += 1;
      #pragma omp taskwait
      omp_unset_lock(&l);
    }
  }
}

void waited_in_the_loop_only_sometimes(int c) {
  #pragma omp parallel num_threads(2)
  {
    omp_set_lock(&l);
    for (int i = 0; i < 4; i++) {
      #pragma omp task
      arr[i] += 1; // expected-warning {{data race on 'arr': write of arr[0] in the task created at line 173 by thread 0 (i=0) conflicts with write in the task created at line 173 by thread 1 (i=0)}} expected-note {{conflicting write of 'arr' here}}
      if (c) {
        #pragma omp taskwait
      }
    }
    omp_unset_lock(&l);
  }
}
