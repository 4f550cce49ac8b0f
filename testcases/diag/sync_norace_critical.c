// Accesses protected by the same critical section (unnamed, or the same
// name) do not race.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100];
int sum, mx, cnt;

void unnamed(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    #pragma omp critical
    sum += a[i];
  }
}

void same_name_twice(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    #pragma omp critical(upd)
    cnt += 1;
    #pragma omp critical(upd)
    {
      if (a[i] > mx)
        mx = a[i];
      cnt -= 1;
    }
  }
}
