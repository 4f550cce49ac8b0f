// Tasks in parallel regions, race-free twins of race_tasks.c: a taskwait,
// a taskgroup, a barrier, a dependence or an undeferred task orders the
// accesses, a task keeps its firstprivate copy, locks exclude each other,
// and different elements never meet.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int omp_get_thread_num(void);
int a[100], x, y, z;

void siblings(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  {
    #pragma omp task
    x = 1;
    #pragma omp taskwait
    #pragma omp task
    x = 2;
  }
}

void loop_instances(int n) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp single
  for (int i = 0; i < n; i++) {
    #pragma omp task
    x += i;
    #pragma omp taskwait
  }
}

void read_after_wait(int n) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  for (int i = 0; i < n; i++) {
    y = x;
    #pragma omp task
    x += i;
    #pragma omp taskwait
  }
}

void elements(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  {
    for (int i = 0; i < 100; i++) {
      #pragma omp task
      a[i] = i;
    }
    #pragma omp taskwait
    z = a[5];
  }
}

void every_thread_private(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}}
  {
    int t = 0;
    #pragma omp task
    t++;
  }
}

void shared_local_wait(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  {
    int t = 0;
    #pragma omp task shared(t)
    t++;
    #pragma omp taskwait
    t = 5;
  }
}

void firstprivate_copy(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}}
  {
    int t = 0;
    #pragma omp task firstprivate(t)
    t++;
    t = 5;
  }
}

void barrier_ends_tasks(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 2 access pairs checked [drsat]}}
  {
    #pragma omp single nowait
    {
      #pragma omp task
      x = 1;
    }
    #pragma omp barrier
    #pragma omp critical
    y = x;
  }
}

void locks(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}}
  #pragma omp single
  {
    #pragma omp task
    {
      #pragma omp critical
      x++;
    }
    #pragma omp critical
    x++;
  }
}

void dependences(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  for (int i = 0; i < 100; i++) {
    #pragma omp task depend(out: a[i])
    a[i] = i;
    #pragma omp task depend(in: a[i])
    y = a[i] * 0;
    #pragma omp taskwait
  }
}

void mutexinoutset(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  {
    #pragma omp task depend(mutexinoutset: x)
    x += 1;
    #pragma omp task depend(mutexinoutset: x)
    x += 2;
  }
}

void group(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  {
    #pragma omp taskgroup
    {
      #pragma omp task
      x = 1;
    }
    y = x;
  }
}

void undeferred(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  {
    #pragma omp task if (0)
    x = 1;
    y = x;
  }
}

void undeferred_waits(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  {
    #pragma omp task depend(out: x)
    x = 1;
    #pragma omp task depend(in: x) if (0)
    {}
    z = x;
  }
}

void taskwait_depend(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  {
    #pragma omp task depend(out: x)
    x = 1;
    #pragma omp taskwait depend(in: x)
    z = x;
  }
}

void thread_guard_wait(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 2 access pairs checked [drsat]}}
  {
    if (omp_get_thread_num() == 0) {
      #pragma omp task
      x = 1;
      #pragma omp taskwait
      y = x;
    }
  }
}

void nested_joined(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 5 access pairs checked [drsat]}}
  #pragma omp single
  {
    #pragma omp task
    {
      #pragma omp task
      x = 1;
      #pragma omp taskwait
      y = x;
    }
    #pragma omp taskwait
    z = x;
  }
}

void nested_instances(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  for (int i = 0; i < 4; i++) {
    #pragma omp task
    {
      #pragma omp task
      a[i] = 1;
      #pragma omp taskwait
      a[i] += 1;
    }
  }
}

void nested_dependences(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  {
    #pragma omp task depend(inout: x)
    {
      #pragma omp task depend(inout: x)
      x++;
      #pragma omp taskwait
    }
    #pragma omp task depend(inout: x)
    {
      #pragma omp task depend(inout: x)
      x++;
      #pragma omp taskwait
    }
  }
}

void taskloop_group(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  {
    #pragma omp taskloop
    for (int i = 0; i < 100; i++)
      a[i] = i;
    x = a[5];
  }
}

void shadowed_by_extern(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp single
  {
    int x = 0;
    #pragma omp task
    x++;
    {
      extern int x;
      x = 5;
    }
  }
}

// taskloop collapse(2) (DataRaceBench DRB096): a task per element, and the
// taskloop's taskgroup ends before the read after it
int m[10][10];
void taskloop_collapse(void) {
  int i, j;
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  {
    #pragma omp taskloop collapse(2)
    for (i = 0; i < 10; i++)
      for (j = 0; j < 10; j++)
        m[i][j] += 1;
    x = m[5][5];
  }
}

// the inner bound a variable set before the region and never changed in it
// (DRB096 as an LLM translates it: `len = 100;`)
void taskloop_collapse_len(void) {
  int i, j, len;
  len = 10;
  #pragma omp parallel // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp single
  {
    #pragma omp taskloop collapse(2)
    for (i = 0; i < 10; i++)
      for (j = 0; j < len; j++)
        m[i][j] += 1;
  }
}

// a tied task writes the element of the thread that runs it, as each
// thread's own code does: a thread runs one task at a time, so the task
// and the code of the thread that runs it never run at once
int tn[64];
void task_thread_number(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  {
    #pragma omp single nowait
    {
      #pragma omp task
      tn[omp_get_thread_num()] = 1;
    }
    tn[omp_get_thread_num()] = 2;
  }
}

// a dependence on an array section: one contiguous run of constant length
// from a symbolic first element, overlapping the writer's
void section_dependence(int n) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}} remarks-note {{assuming every subscript of 'a' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  #pragma omp single
  {
    #pragma omp task depend(out: a[n:10])
    for (int k = 0; k < 10; k++)
      a[n + k] = k;
    #pragma omp task depend(in: a[n + 9:1])
    x = a[n + 2];
  }
}

// tasks created in nested loops (the inner one of a constant trip count):
// the wait after the inner loop ends the tasks of this i before the read
void tasks_in_nested_loops(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  for (int i = 0; i < 4; i++) {
    for (int j = 0; j < 4; j++) {
      #pragma omp task
      a[i * 4 + j] += 1;
    }
    #pragma omp taskwait
    x += a[i * 4 + 3];
  }
}

// taskloop reduction: each task adds into its own copy, combined into sum
// at the end of the taskloop's taskgroup, before the read after it
int sum;
void taskloop_reduction(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  #pragma omp single
  {
    #pragma omp taskloop reduction(+:sum)
    for (int i = 0; i < 100; i++)
      sum += a[i];
    x = sum;
  }
}

// an inner loop that waits in every iteration: the next outer iteration
// starts after the last inner iteration's wait, not after the first's
void wait_in_every_inner_iteration(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 2 access pairs checked [drsat]}}
  #pragma omp single
  {
    for (int i = 0; i < 3; i++)
      for (int j = 0; j < 2; j++) {
        #pragma omp task
        a[2 * i + j] = a[i + 1];
        #pragma omp taskwait
      }
  }
}
