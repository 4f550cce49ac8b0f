// Every OpenMP directive is either analysed or reported: a `#pragma omp
// parallel` region is covered only when its code outside worksharing loops
// cannot race; any other non-loop directive is "region not analyzed", once
// per outermost unmodelled directive; a loop construct nested in a directive
// that is not analyzed is not analyzed either (its verdict would rest on what
// was not understood).
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

int omp_get_thread_num(void);
int omp_get_num_threads(void);
double sqrt(double);
int compute(int);
void work(int *);

int a[100], b[100];
int g;

void region_with_task(void) {
  // expected-warning@+1 {{region not analyzed: '#pragma omp task' in '#pragma omp parallel' is not modelled yet [drsat]}}
  #pragma omp parallel
  {
    #pragma omp task
    a[0] = 1;
  }
}

void region_with_sections(void) {
  // expected-warning@+1 {{region not analyzed: '#pragma omp sections' in '#pragma omp parallel' is not modelled yet [drsat]}}
  #pragma omp parallel
  {
    #pragma omp sections
    {
      #pragma omp section
      a[0] = 1;
      #pragma omp section
      a[0] = 2;
    }
  }
  // expected-warning@+1 {{region not analyzed: '#pragma omp parallel sections' is not modelled yet [drsat]}}
  #pragma omp parallel sections
  {
    #pragma omp section
    a[1] = 1;
    #pragma omp section
    a[1] = 2;
  }
}

void region_with_single_and_master(void) {
  // expected-warning@+1 {{region not analyzed: '#pragma omp single' in '#pragma omp parallel' is not modelled yet [drsat]}}
  #pragma omp parallel
  {
    #pragma omp single
    g = 1;
    #pragma omp master
    g = 2;
  }
  // expected-warning@+1 {{region not analyzed: '#pragma omp master' in '#pragma omp parallel' is not modelled yet [drsat]}}
  #pragma omp parallel
  #pragma omp master
  g = 3;
}

void nowait_then_loop(void) {
  // expected-warning@+1 {{region not analyzed: 'nowait' on '#pragma omp for' followed by more code in the region is not modelled yet [drsat]}}
  #pragma omp parallel
  {
    // expected-warning@+1 {{loop not analyzed: it is nested in '#pragma omp parallel' at line 67, which is not analyzed [drsat]}}
    #pragma omp for nowait
    for (int i = 0; i < 100; i++)
      a[i] = i;
    // expected-warning@+1 {{loop not analyzed: it is nested in '#pragma omp parallel' at line 67, which is not analyzed [drsat]}}
    #pragma omp for
    for (int i = 0; i < 100; i++)
      b[i] = a[99 - i];
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
  // expected-warning@+1 {{region not analyzed: code outside worksharing loops in '#pragma omp parallel' is not modelled yet [drsat]}}
  #pragma omp parallel
  {
    g = omp_get_thread_num();
    // expected-warning@+1 {{loop not analyzed: it is nested in '#pragma omp parallel' at line 122, which is not analyzed [drsat]}}
    #pragma omp for
    for (int i = 0; i < 100; i++)
      a[i] = i;
  }
}

void unsafe_declarations(int n) {
  // expected-warning@+1 {{region not analyzed: the initialiser of 'x' in '#pragma omp parallel' (outside worksharing loops) is not modelled yet [drsat]}}
  #pragma omp parallel
  {
    int x = compute(1);
    (void)x;
  }
  // expected-warning@+1 {{region not analyzed: the initialiser of 'y' in '#pragma omp parallel' (outside worksharing loops) is not modelled yet [drsat]}}
  #pragma omp parallel
  {
    int y = a[0];
    (void)y;
  }
  // expected-warning@+1 {{region not analyzed: static variable 's' declared in '#pragma omp parallel' is shared by the threads; not modelled yet [drsat]}}
  #pragma omp parallel
  {
    static int s;
  }
  // A scalar written in the region is not a safe read.
  // expected-warning@+1 {{region not analyzed: the initialiser of 'z' in '#pragma omp parallel' (outside worksharing loops) is not modelled yet [drsat]}}
  #pragma omp parallel
  {
    int z = n;
    (void)z;
    // expected-warning@+1 {{loop not analyzed: it is nested in '#pragma omp parallel' at line 152, which is not analyzed [drsat]}}
    #pragma omp for lastprivate(n)
    for (int i = 0; i < 10; i++)
      n = i;
  }
  // A scalar whose address is taken may be written through a pointer.
  work(&n);
  // expected-warning@+1 {{region not analyzed: the initialiser of 'w' in '#pragma omp parallel' (outside worksharing loops) is not modelled yet [drsat]}}
  #pragma omp parallel
  {
    int w = n;
    (void)w;
  }
  // expected-warning@+1 {{region not analyzed: the initialiser of 'v' in '#pragma omp parallel' (outside worksharing loops) is not modelled yet [drsat]}}
  #pragma omp parallel
  {
    int v = g;
    (void)v;
  }
}

void simd_in_region(void) {
  // expected-warning@+1 {{region not analyzed: '#pragma omp simd' directly in '#pragma omp parallel' (every thread runs the whole loop) is not modelled yet [drsat]}}
  #pragma omp parallel
  {
    // expected-warning@+1 {{loop not analyzed: it is nested in '#pragma omp parallel' at line 179, which is not analyzed [drsat]}}
    #pragma omp simd
    for (int i = 0; i < 100; i++)
      a[i] = i;
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
  // expected-warning@+1 {{loop not analyzed: '#pragma omp target teams distribute parallel for' is not modelled yet [drsat]}}
  #pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < 100; i++)
    a[i] = i;
  // One warning for the outermost directive only.
  // expected-warning@+1 {{region not analyzed: '#pragma omp target teams' is not modelled yet [drsat]}}
  #pragma omp target teams map(tofrom: a)
  {
    #pragma omp distribute parallel for
    for (int i = 0; i < 100; i++)
      a[i] = i;
  }
}

void serial_and_orphaned(void) {
  // expected-warning@+1 {{region not analyzed: '#pragma omp critical' is not modelled yet [drsat]}}
  #pragma omp critical
  g++;
  // expected-warning@+1 {{region not analyzed: '#pragma omp barrier' is not modelled yet [drsat]}}
  #pragma omp barrier
  // expected-warning@+1 {{region not analyzed: '#pragma omp single' is not modelled yet [drsat]}}
  #pragma omp single
  {
    #pragma omp task
    g++;
    #pragma omp taskwait
  }
}

void nested_parallel(void) {
  // expected-warning@+1 {{region not analyzed: '#pragma omp parallel for' in '#pragma omp parallel' is not modelled yet [drsat]}}
  #pragma omp parallel
  {
    // expected-warning@+1 {{loop not analyzed: it is nested in '#pragma omp parallel' at line 239, which is not analyzed [drsat]}}
    #pragma omp parallel for
    for (int i = 0; i < 100; i++)
      a[i] = i;
  }
}
