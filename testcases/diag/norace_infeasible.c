// Infeasible paths never race: guards that no iteration satisfies.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], r[100];

void beyond_the_bound(void) {
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i == 100)
      a[0] = i;
    if (i > 200)
      r[0] = a[0];
  }
}

void constant_false(void) {
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (0)
      a[0] = i;
    if (1 > 2)
      a[0] = i;
  }
}

void contradiction(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i < 10)
      if (i > 20)
        a[0] = i;
  }
}

void zero_trip_inner(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 0; j++)
      a[j] = i;
}
