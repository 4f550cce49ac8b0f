// threadprivate variables: every thread has its own copy, so accesses to
// them never race; their values are the thread's (`copyin` copies the
// master's, a variable no code writes holds its initial value everywhere).
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[200];
int counter;
#pragma omp threadprivate(counter)
int tbl[10];
#pragma omp threadprivate(tbl)
int off = 3;
#pragma omp threadprivate(off)
int base;
#pragma omp threadprivate(base)

void written_in_loop(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    counter = counter + 1;
    tbl[i % 10] = i;
    a[i] = tbl[(i + 1) % 10];
  }
}

void never_written(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[i + off] = i;
}

void set_base(int v) { base = v; }

void copied_in(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for copyin(base)
  for (int i = 0; i < 100; i++)
    a[i + base] = i;
}

void copied_in_region(void) {
  #pragma omp parallel copyin(base)
  {
    // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
    #pragma omp for
    for (int i = 0; i < 100; i++)
      a[i + base] = i;
  }
}
