// Task shapes drsat does not model: each region is "not analyzed" with
// the reason, never race-free by omission.
// RUN: %cc1 -verify %s

int a[100], x, tp;
#pragma omp threadprivate(tp)
typedef struct { void *p; } omp_event_handle_t;

void task_in_task_in_task(void) {
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp task' nested two tasks deep is not modelled yet [drsat]}}
  #pragma omp single
  {
    #pragma omp task
    {
      #pragma omp task
      {
        #pragma omp task
        x = 1;
      }
    }
  }
}

void shared_copy_of_outer_task(void) {
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp task' sharing 't', private to the task around it, is not modelled yet [drsat]}}
  {
    int t = 0;
    #pragma omp task
    {
      #pragma omp task shared(t)
      t = 1;
      x = t;
    }
  }
}

void task_in_worksharing_loop(void) {
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp task' inside a worksharing loop is not modelled yet [drsat]}}
  {
    #pragma omp critical
    x++;
    #pragma omp for // expected-warning {{loop not analyzed: '#pragma omp task' inside the loop is not modelled [drsat]}}
    for (int i = 0; i < 10; i++) {
      #pragma omp task
      a[i] = i;
    }
  }
}

void taskloop_collapse(int n) {
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp taskloop' with 'collapse' of more than two loops is not modelled yet [drsat]}}
  #pragma omp single
  #pragma omp taskloop collapse(3)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      for (int k = 0; k < 2; k++)
        a[i * 10 + j] = i;
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp taskloop' with 'collapse' over an inner loop without a constant trip count is not modelled yet [drsat]}}
  #pragma omp single
  #pragma omp taskloop collapse(2)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < n; j++)
      a[i * 10 + j] = i;
}

void taskloop_collapse_len_changed(void) {
  int len = 10;
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp taskloop' with 'collapse' over an inner loop without a constant trip count is not modelled yet [drsat]}}
  #pragma omp single
  {
    len = len - 1;
    #pragma omp taskloop collapse(2)
    for (int i = 0; i < 10; i++)
      for (int j = 0; j < len; j++)
        a[i * 10 + j] = i;
  }
}

void threadprivate_in_task(void) {
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp task' using threadprivate variable 'tp' is not modelled yet [drsat]}}
  #pragma omp single
  {
    #pragma omp task
    tp = 1;
  }
}

void group_with_tasks_running(void) {
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp taskgroup' while tasks created before it may still run is not modelled yet [drsat]}}
  #pragma omp single
  {
    #pragma omp task
    x = 1;
    #pragma omp taskgroup
    {
      #pragma omp task
      a[0] = 1;
    }
  }
}

void section_dependence(int n) {
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp task': the dependence 'a[0:n]' of a length that is not a constant is not modelled yet [drsat]}}
  #pragma omp single
  {
    #pragma omp task depend(out: a[0:n])
    a[0] = 1;
  }
}

void task_in_while(int n) {
  #pragma omp parallel // expected-warning {{region not analyzed: a task created in a 'while' or 'do' loop of the region is not modelled yet [drsat]}}
  #pragma omp single
  {
    while (n-- > 0) {
      #pragma omp task
      x++;
    }
  }
}

void tasks_in_nested_loops(int n) {
  #pragma omp parallel // expected-warning {{region not analyzed: a task created in a loop nested in a loop of the region is not modelled yet (only inner 'for' loops with a constant trip count) [drsat]}}
  #pragma omp single
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < n; j++) {
      #pragma omp task
      a[i * 4 + j] = 1;
    }
}

void orphaned(void) {
  #pragma omp task // expected-warning {{region not analyzed: '#pragma omp task' is not modelled yet [drsat]}}
  x = 1;
}

void detached(omp_event_handle_t e) {
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp task' with 'detach' is not modelled yet [drsat]}}
  #pragma omp single
  {
    #pragma omp task detach(e)
    x = 1;
  }
}

void wrapping_counter(void) {
  #pragma omp parallel // expected-warning {{region not analyzed: a task created in a loop of the region with a wrapping counter is not modelled yet [drsat]}}
  #pragma omp single
  for (unsigned char i = 250; i != 4; i++) {
    #pragma omp task
    a[i % 8] = 1;
  }
}
