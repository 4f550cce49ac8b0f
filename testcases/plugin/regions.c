// Every OpenMP directive is either analysed or reported.  A `#pragma omp
// parallel` region (or `parallel sections`) with code outside worksharing
// loops is a construct of its own (BuildRegion.cpp): threads, barriers,
// single, master, sections, worksharing loops (whose own pairs their loop
// constructs check) -- races between them are reported with the threads that
// collide; a region holding what is not modelled (task, nested parallel,
// calls of unknown effect) is "region not analyzed", once per outermost
// unmodelled directive, and a loop construct nested in a directive that is
// not analyzed is not analyzed either.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

int omp_get_thread_num(void);
int omp_get_num_threads(void);
double sqrt(double);
int compute(int);
void work(int *);

int a[100], b[100];
int g;

void region_with_target(void) {
  // expected-warning@+1 {{region not analyzed: '#pragma omp target' in '#pragma omp parallel' is not modelled yet [drsat]}}
  #pragma omp parallel
  {
    #pragma omp target
    a[0] = 1;
  }
}

void region_with_sections(void) {
  #pragma omp parallel
  {
    #pragma omp sections
    {
      #pragma omp section
      a[0] = 1; // expected-warning {{data race on 'a': write of a[0] in thread 0 conflicts with write in thread 1 [drsat]}}
      #pragma omp section
      a[0] = 2; // expected-note {{conflicting write of 'a' here}}
    }
  }
  #pragma omp parallel sections
  {
    #pragma omp section
    a[1] = 1; // expected-warning {{data race on 'a': write of a[1] in thread 0 conflicts with write in thread 1 [drsat]}}
    #pragma omp section
    a[1] = 2; // expected-note {{conflicting write of 'a' here}}
  }
}

void region_with_single_and_master(void) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  {
    #pragma omp single
    g = 1;
    #pragma omp master
    g = 2;
  }
  #pragma omp parallel // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp master
  g = 3;
}

void nowait_then_loop(void) {
  #pragma omp parallel
  {
    #pragma omp for nowait // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      a[i] = i; // expected-warning {{data race on 'a': write of a[99] in thread 0 at i=99 conflicts with read in thread 1 at i=0 [drsat]}}
    #pragma omp for // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      b[i] = a[99 - i]; // expected-note {{conflicting read of 'a' here}}
  }
}

void nowait_last_or_before_barrier(void) {
  #pragma omp parallel
  {
    // remarks-remark@+1 {{loop is free of data races}}
    #pragma omp for nowait
    for (int i = 0; i < 100; i++)
      a[i] = i;
    #pragma omp barrier
    // remarks-remark@+1 {{loop is free of data races}}
    #pragma omp for nowait
    for (int i = 0; i < 100; i++)
      b[i] = a[99 - i];
    ;
  }
}

void loops_and_private_declarations(int n) {
  int t;
  #pragma omp parallel private(t)
  {
    int tid = omp_get_thread_num();
    int nth = omp_get_num_threads(), half = n / 2;
    double r = sqrt((double)tid) + nth + half;
    int local[4] = {0, 1, 2, 3};
    int *p = &local[1];
    (void)r; (void)p;
    // remarks-remark@+1 {{loop is free of data races}}
    #pragma omp for
    for (int i = 0; i < 100; i++) {
      t = a[i];
      b[i] = t;
    }
    #pragma omp barrier
    // remarks-remark@+1 {{loop is free of data races}}
    #pragma omp for simd
    for (int i = 0; i < 100; i++)
      a[i] = b[i] + 1;
  }
}

void shared_write_outside_loop(void) {
  #pragma omp parallel
  {
    g = omp_get_thread_num(); // expected-warning {{data race on 'g': write in thread 0 conflicts with write in thread 1 [drsat]}} // expected-note {{conflicting write of 'g' here}}
    #pragma omp for // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      a[i] = i;
  }
}

void unsafe_declarations(int n) {
  #pragma omp parallel // expected-warning {{region not analyzed: call to 'compute' may access shared memory [drsat]}}
  {
    int x = compute(1);
    (void)x;
  }
  #pragma omp parallel // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}}
  {
    int y = a[0];
    (void)y;
  }
  #pragma omp parallel // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}}
  {
    static int s;
  }
  // A scalar written in the region is not a safe read.
  #pragma omp parallel
  {
    int z = n; // expected-note {{conflicting read of 'n' here}}
    (void)z;
    #pragma omp for lastprivate(n) // expected-warning {{data race on 'n': write in thread 0 conflicts with read in thread 1 [drsat]}} // remarks-remark {{loop is free of data races: 0 access pairs checked [drsat]}}
    for (int i = 0; i < 10; i++)
      n = i;
  }
  // A scalar whose address is taken may be written through a pointer.
  work(&n);
  #pragma omp parallel // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}}
  {
    int w = n;
    (void)w;
  }
  #pragma omp parallel // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}}
  {
    int v = g;
    (void)v;
  }
}

void simd_in_region(void) {
  #pragma omp parallel
  {
    #pragma omp simd // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      a[i] = i;  // expected-note {{conflicting write of 'a' here}} // expected-warning {{data race on 'a': write of a[0] in thread 0 at i=0 conflicts with write in thread 1 at i=0 [drsat]}}
  }
}

void critical_inside_loop(void) {
  int sum = 0;
  #pragma omp parallel
  {
    // remarks-remark@+1 {{loop is free of data races}}
    #pragma omp for
    for (int i = 0; i < 100; i++) {
      #pragma omp critical
      sum += a[i];
    }
  }
  // remarks-remark@+1 {{loop is free of data races}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    #pragma omp critical
    sum += a[i];
  }
}

void target_and_teams(void) {
  // Analysed (diag/*_target.c has the rules): race-free, nothing reported.
  #pragma omp target teams distribute parallel for map(tofrom: a) // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 100; i++)
    a[i] = i;
  #pragma omp target teams map(tofrom: a)
  {
    #pragma omp distribute parallel for // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      a[i] = i;
  }
}

void serial_and_orphaned(void) {
  #pragma omp critical
  g++;
  #pragma omp barrier
  #pragma omp single
  {
    #pragma omp task // expected-warning {{region not analyzed: '#pragma omp task' is not modelled yet [drsat]}}
    g++;
    #pragma omp taskwait
  }
}

void nested_parallel(void) {
  // every thread's team writes every a[i] (testcases/diag/nested_region.c)
  #pragma omp parallel
  {
    // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}} remarks-note@+1 {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    #pragma omp parallel for
    for (int i = 0; i < 100; i++)
      a[i] = i; // expected-warning {{data race on 'a': write of a[0] in thread 0 at i=0 conflicts with write in thread 1 at i=0 [drsat]}} expected-note {{conflicting write of 'a' here}}
  }
}
