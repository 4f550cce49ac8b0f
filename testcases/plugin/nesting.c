// Every thread of an outer `parallel` runs all iterations of an inner
// `parallel for` in a team of its own: a[i] races between the teams (the
// outer region's construct), not within one (the loop's).  A region whose
// threads allocate their own scratch buffer is modelled: the buffer is the
// thread's own (no race between threads, but between simd lanes).
// A `simd` loop inside a modelled loop runs within one outer iteration:
// both are analysed, each for what it adds.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

void *malloc(unsigned long);
void free(void *);

int a[100], b[100][100];

void parallel_in_parallel(void) {
  // the threads' teams race on every a[i] (testcases/diag/nested_region.c)
#pragma omp parallel
  {
    // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}} remarks-note@+1 {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      a[i] = a[i] + 1; // expected-warning {{data race on 'a': write of a[0] in thread 0 at i=0 conflicts with read in thread 1 at i=0 [drsat]}} expected-note {{conflicting read of 'a' here}} expected-warning {{data race on 'a': write of a[0] in thread 0 at i=0 conflicts with write in thread 1 at i=0 [drsat]}} expected-note {{conflicting write of 'a' here}}
  }
}

// A `parallel for` that is the whole body of a loop construct is analysed
// with it, its loop as if collapsed (testcases/diag/nested_parallel_for.c).
void parallel_for_in_parallel_for(void) {
#pragma omp parallel for // expected-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
  for (int i = 0; i < 100; i++) {
#pragma omp parallel for
    for (int j = 0; j < 100; j++)
      a[j] = i; // expected-warning {{data race on 'a': write of a[0] in iteration i=0, j=0 conflicts with write in iteration i=1, j=0 [drsat]}} expected-note {{conflicting write of 'a' here}}
  }
}

// Not the whole body: the inner directive is still not modelled.
void parallel_for_after_code(void) {
  // expected-warning@+1 {{loop not analyzed: '#pragma omp parallel for' inside the loop is not modelled [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    a[i] = 0;
    // expected-warning@+1 {{loop not analyzed: '#pragma omp parallel for' nested in '#pragma omp parallel for' at line 41 (run by each of its iterations) is not modelled yet [drsat]}}
#pragma omp parallel for
    for (int j = 0; j < 100; j++)
      a[j] = i;
  }
}

void scratch_buffer(void) {
  // Each thread allocates its own buffer: two iterations reach one buffer
  // only on one thread, in order.
#pragma omp parallel
  {
    double *tmp = malloc(10 * sizeof(double));
    // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp for
    for (int i = 0; i < 100; i++) {
      tmp[0] = a[i];
      a[i] = tmp[0] * 2;
    }
    free(tmp);
  }
  // The simd lanes of one thread share its buffer.
#pragma omp parallel
  {
    double *tmp = malloc(10 * sizeof(double));
#pragma omp for simd
    for (int i = 0; i < 100; i++) {
      // expected-warning@+4 {{data race on 'tmp': write of tmp[0] in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
      // expected-note@+3 {{conflicting write of 'tmp' here}}
      // expected-warning@+2 {{data race on 'tmp': write of tmp[0] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
      // expected-note@+2 {{conflicting read of 'tmp' here}}
      tmp[0] = a[i];
      a[i] = tmp[0] * 2;
    }
    free(tmp);
  }
  // A buffer allocated once, before the region, is shared.
  double *shared = malloc(10 * sizeof(double));
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < 100; i++)
      // expected-warning@+2 {{data race on 'shared': write of shared[0] in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
      // expected-note@+1 {{conflicting write of 'shared' here}}
      shared[0] = a[i];
  }
  free(shared);
  // Freeing a pointer the thread did not allocate: every thread frees the
  // same object (not modelled).
  double *mine = malloc(10 * sizeof(double));
#pragma omp parallel // expected-warning {{region not analyzed: call to 'free' may access shared memory [drsat]}}
  {
    double *q = mine;
#pragma omp for // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      a[i] = q[i];
    free(q);
  }
}

void simd_in_parallel_for(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    // expected-warning@+4 {{data race on 'b': write of b[0][1] in iteration j=0 conflicts with read in iteration j=1 when i=0 [drsat]}}
    // expected-note@+3 {{conflicting read of 'b' here}}
#pragma omp simd
    for (int j = 0; j < 99; j++)
      b[i][j + 1] = b[i][j];
  }
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp simd
    for (int j = 0; j < 99; j++)
      b[i][j] = b[i][j] + 1;
  }
}

void covered_region(void) {
#pragma omp parallel
  {
    // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp for
    for (int i = 0; i < 100; i++)
      a[i] = a[i] + 1;
#pragma omp for
    for (int i = 0; i < 99; i++)
      // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
      // expected-note@+1 {{conflicting read of 'a' here}}
      a[i + 1] = a[i];
  }
}
