// Code that only one thread runs (`if (omp_get_thread_num() == 0)`) is in
// that thread's program order: two such accesses never race.  The first
// function is DataRaceBench's DRB171 (x is threadprivate; j and k are shared).
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int omp_get_thread_num(void);
double x[20];
#pragma omp threadprivate(x)
double j, k;

void drb171_pattern(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 20; i++) {
    x[i] = -1.0;
    if (omp_get_thread_num() == 0)
      j = x[0];
    if (omp_get_thread_num() == 0)
      k = i + 0.05;
  }
}

int n;

void tid_in_region(void) {
  #pragma omp parallel
  {
    int tid = omp_get_thread_num();
    // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
    #pragma omp for
    for (int i = 0; i < 20; i++) {
      if (tid == 2 && i > 3)
        n = n + i;
      x[i] = i;
    }
  }
}
