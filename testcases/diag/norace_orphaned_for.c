// An orphaned `omp for`: the function's locals and parameters belong to the
// thread that runs it; only its own iterations (in order) see them.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[200];

void locals(int n) {
  int t;
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp for
  for (int i = 0; i < 100; i++) {
    t = i * 2;
    n = t;
    a[i] = n + t;
  }
}

void same_for_all(int *p, int n) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp for
  for (int i = 0; i < n; i++)
    p[i] = i;
}
