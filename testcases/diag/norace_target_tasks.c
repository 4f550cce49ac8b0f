// Target tasks without races: race-free twins of race_target_tasks.c.  A
// taskwait or a matching dependence orders a target task, a scalar the
// target does not map is its own copy (firstprivate), atomic excludes
// host and device alike.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int omp_get_thread_num(void);
int a[100], b[100], x;

void host_reads_after_the_wait(void) {
  #pragma omp target nowait map(tofrom: a) // remarks-remark {{region is free of data races: 5 access pairs checked [drsat]}}
  for (int i = 0; i < 100; i++)
    a[i] = i;
  b[4] = 4;
  #pragma omp taskwait
  b[3] = a[3];
}

void dependence_orders_them(void) {
  #pragma omp target nowait map(tofrom: a) depend(out: a) // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  for (int i = 0; i < 100; i++)
    a[i] = i;
  #pragma omp target nowait map(tofrom: a, b) depend(in: a)
  for (int i = 0; i < 100; i++)
    b[i] = a[i];
  #pragma omp taskwait
}

void scalar_is_firstprivate(void) {
  int k = 3;
  #pragma omp target nowait map(tofrom: a) // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  {
    k = 5;
    a[k] = 1;
  }
  k = 4;
  a[k] = 2;
  #pragma omp taskwait
}

void atomic_on_both_sides(void) {
  #pragma omp target nowait map(tofrom: x) // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}}
  {
    #pragma omp atomic
    x++;
  }
  #pragma omp atomic
  x++;
  #pragma omp taskwait
}

void rounds_in_order(void) {
  for (int k = 0; k < 4; k++) {
    #pragma omp target nowait map(tofrom: a) depend(inout: a) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      a[i] += k;
  }
  #pragma omp taskwait
}

void dependence_wait(void) {
  #pragma omp target nowait map(tofrom: a) depend(out: a) // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  a[0] = 1;
  #pragma omp taskwait depend(in: a)
  b[0] = a[0];
  #pragma omp taskwait
}

void own_element_per_thread(int t) {
  #pragma omp target nowait map(tofrom: a)
  a[t] = 1;
  #pragma omp taskwait
}

void called_with_thread_numbers(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  own_element_per_thread(omp_get_thread_num());
}

void from_a_single(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 5 access pairs checked [drsat]}}
  {
    #pragma omp single
    {
      #pragma omp target nowait map(tofrom: a) depend(out: a)
      for (int i = 0; i < 100; i++)
        a[i] = i;
      #pragma omp target nowait map(tofrom: a, b) depend(in: a)
      for (int i = 0; i < 100; i++)
        b[i] = a[i];
    }
    b[omp_get_thread_num()] = 1;
  }
}

void combined_form_waited_for(void) {
  int i;  // the loop's own variable in the task, whatever the host does
  #pragma omp target parallel for nowait map(tofrom: a) // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}} remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (i = 0; i < 100; i++)
    a[i] = i;
  i = 3;
  #pragma omp taskwait
  b[0] = a[i];
}

void combined_forms_in_order(void) {
  #pragma omp target teams distribute parallel for nowait map(tofrom: a) depend(out: a) // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}} remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 100; i++)
    a[i] = i;
  #pragma omp target teams distribute parallel for nowait map(tofrom: a, b) depend(in: a) // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 100; i++)
    b[i] = a[i];
  #pragma omp taskwait
}
