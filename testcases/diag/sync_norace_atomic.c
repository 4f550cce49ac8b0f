// Atomic accesses of the same scalar do not race with each other: update,
// read, write and capture forms.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], b[100];
int cnt, flag;

void atomic_updates(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    #pragma omp atomic
    cnt += 1;
    #pragma omp atomic update
    cnt -= a[i];
  }
}

void atomic_read_write(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    int v;
    #pragma omp atomic read
    v = flag;
    #pragma omp atomic write
    flag = i;
    b[i] = v;
  }
}
