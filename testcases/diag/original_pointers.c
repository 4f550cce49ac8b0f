// A pointer formed before a region to a variable the region privatises
// points to the original, which every thread shares: writes through it
// race (and a firstprivate array's copies, made in each thread, read it).
// A pointer to a threadprivate variable points to the copy of the thread
// that took the address.  Both were proved race-free in regions (the
// loop builder already refused the first).  Two nested teams reducing
// into one variable race: the runtime orders the combines of one team
// only.  Found by attacking the nested regions with TSan + Archer.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

int omp_get_thread_num(void);
int a[8];
int tp;
#pragma omp threadprivate(tp)
long s;

void private_original(void) {
  int x = 0;
  int *p = &x;
#pragma omp parallel private(x) num_threads(2) // expected-warning {{region not analyzed: pointer 'p' points to the original of 'x', which is private in the '#pragma omp parallel' (not modelled) [drsat]}}
  {
    x = 1;
    *p = omp_get_thread_num();
  }
  a[0] = x;
}

void firstprivate_array_original(void) {
  int arr[4] = {0};
  int *p = arr;
#pragma omp parallel firstprivate(arr) num_threads(2) // expected-warning {{region not analyzed: pointer 'p' points to the original of 'arr', which is private in the '#pragma omp parallel' (not modelled) [drsat]}}
  {
    if (omp_get_thread_num() == 0)
      p[1] = 5;
    a[omp_get_thread_num()] = arr[1];
  }
}

void threadprivate_pointer(void) {
#pragma omp parallel num_threads(2) // expected-warning {{region not analyzed: access '*p' through a pointer to threadprivate 'tp' (the copy of the thread that took its address) is not modelled yet [drsat]}}
  {
    int *p = &tp;
#pragma omp parallel num_threads(2) // expected-warning {{region not analyzed: pointer 'p' points to the original of 'tp', which is private in the region (not modelled) [drsat]}}
    {
      *p = omp_get_thread_num();
    }
    a[omp_get_thread_num()] = tp;
  }
}

void nested_reductions(void) {
#pragma omp parallel num_threads(2)
  {
#pragma omp parallel num_threads(8) reduction(+ : s) // expected-warning {{data race on 's': write in thread 0 conflicts with write in thread 1 [drsat]}} expected-note {{conflicting write of 's' here}} remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    s += 1;
  }
}

void nested_for_reductions(void) {
#pragma omp parallel num_threads(2)
  {
#pragma omp parallel num_threads(4)
    {
#pragma omp for reduction(+ : s) // expected-warning {{data race on 's': write in thread 0 conflicts with write in thread 1 [drsat]}} expected-note {{conflicting write of 's' here}} remarks-remark {{loop is free of data races: 0 access pairs checked [drsat]}}
      for (int i = 0; i < 8; i++)
        s += i;
    }
  }
}

// the pointer in a table; directives inside a region privatising what a
// pointer formed earlier in the region points to
void table_entry(void) {
  int x = 0;
  int *arr[1] = {&x};
#pragma omp parallel private(x) num_threads(2) // expected-warning {{region not analyzed: pointer 'arr' points to the original of 'x', which is private in the '#pragma omp parallel' (not modelled) [drsat]}}
  {
    x = 1;
    *arr[0] = omp_get_thread_num();
  }
  a[0] = x;
}

void sections_private(void) {
  int x = 0;
#pragma omp parallel num_threads(2) // expected-warning {{region not analyzed: pointer 'p' points to the original of 'x', which is private in the '#pragma omp sections' (not modelled) [drsat]}}
  {
    int *p = &x;
#pragma omp sections private(x)
    {
#pragma omp section
      *p = 1;
#pragma omp section
      *p = 2;
    }
  }
  a[0] = x;
}

void task_firstprivate(void) {
  int x = 0;
#pragma omp parallel num_threads(2) // expected-warning {{region not analyzed: pointer 'p' points to the original of 'x', which is private in the '#pragma omp task' (not modelled) [drsat]}}
  {
    int *p = &x;
#pragma omp single
    {
#pragma omp task firstprivate(x)
      *p = 1;
      a[1] = x;
    }
  }
}

// twins: the thread's own copy named directly, a pointer formed inside
// the region, one team's reduction
void twins(void) {
#pragma omp parallel num_threads(2) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
    int y = omp_get_thread_num();
    int *q = &y;
    *q = 1;
    tp = y;
    a[omp_get_thread_num()] = tp;
  }
#pragma omp parallel num_threads(8) reduction(+ : s) // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}}
  s += 1;
}
