// Parallel regions: each thread runs the region's body; two accesses race
// only in two different threads (omp_get_thread_num() differs, both below
// omp_get_num_threads(), itself at most num_threads(k)).  Race-free twins of
// race_region_threads.c: thread-indexed elements, variables each thread
// owns (declared in the region, private, firstprivate, threadprivate), a
// team of one thread, code only one thread runs.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

void *malloc(unsigned long);
void free(void *);
int omp_get_thread_num(void);
int omp_get_num_threads(void);
int a[100], x, y;
int tp;
#pragma omp threadprivate(tp)
#define TID omp_get_thread_num()

void own_element(void) {
  // remarks-remark@+2 {{region is free of data races: 1 access pairs checked [drsat]}}
  // (a[t]: two threads never meet, in bounds or not: no assumption stated)
  #pragma omp parallel num_threads(8)
  {
    int t = omp_get_thread_num();
    a[t] = t;
  }
}

void mirrored_element(void) {
  // remarks-remark@+2 {{region is free of data races: 1 access pairs checked [drsat]}}
  // (nt - 1 - t differs between threads, in bounds or not: no assumption stated)
  #pragma omp parallel
  {
    int t = TID, nt = omp_get_num_threads();
    a[nt - 1 - t] = t;
  }
}

void owned_variables(int n) {
  int p, f = n;
  // remarks-remark@+1 {{region is free of data races: 0 access pairs checked [drsat]}}
  #pragma omp parallel private(p) firstprivate(f)
  {
    int x = TID;   // shadows the global x
    p = x + 1;
    f += p;
    tp = f;
  }
}

void team_of_one(void) {
  // remarks-remark@+1 {{region is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp parallel num_threads(1)
  x = 1;
}

void team_off(void) {
  // remarks-remark@+1 {{region is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp parallel if (0)
  x = 1;
}

void one_thread_writes(void) {
  // remarks-remark@+1 {{region is free of data races: 0 access pairs checked [drsat]}}
  #pragma omp parallel
  {
    if (omp_get_thread_num() == 0)
      x = 1;
  }
}

void reads_only(void) {
  // remarks-remark@+1 {{region is free of data races: 0 access pairs checked [drsat]}}
  #pragma omp parallel
  {
    int v = a[x] + y;
    (void)v;
  }
}

void scratch_buffer(void) {
  // each thread's malloc is its own object while only its pointers hold it
  // remarks-remark@+1 {{region is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp parallel
  {
    int *tmp = malloc(10 * sizeof(int));
    int t = omp_get_thread_num();
    tmp[0] = t;
    tmp[1] = tmp[0] + 1;
    if (t < 100)
      a[t] = tmp[1];
    free(tmp);
  }
}
