// Nonlinear indices and guards, race-free: i % 6 + 6 * i is injective,
// i * i * i >= 1000 never holds below 10, and (i + 1)^4 never equals
// (j - 1)^2 (j + 2)(j + 3) for 0 <= i, j < 100.
// RUN: %cc1 -plugin-arg-drsat timeout-ms=60000 -plugin-arg-drsat budget-ms=300000 -verify %s
// RUN: %cc1 -plugin-arg-drsat timeout-ms=60000 -plugin-arg-drsat budget-ms=300000 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[700], b[100], r[100];

void mod_plus_multiple(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[i % 6 + 6 * i] = i;
}

void cube_guard(void) {
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) {
    if (i * i * i >= 1000)
      b[0] = i;
    r[i] = b[0];
  }
}

void quartic(int *p) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    p[(i + 1) * (i + 1) * (i + 1) * (i + 1)] = p[(i - 1) * (i - 1) * (i + 2) * (i + 3)];
}

void square_index(void) {
  // i * i is injective for i >= 0 and stays below 699.
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 26; i++)
    a[i * i] = a[699];
}
