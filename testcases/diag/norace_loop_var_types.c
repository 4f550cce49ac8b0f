// Loop variables of type int, long, unsigned and size_t, race-free, with
// bounds that need the full width of the type.
// RUN: %cc1 -plugin-arg-drsat timeout-ms=60000 -plugin-arg-drsat budget-ms=300000 -verify %s
// RUN: %cc1 -plugin-arg-drsat timeout-ms=60000 -plugin-arg-drsat budget-ms=300000 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

typedef __SIZE_TYPE__ size_t;
int a[100];
int *p;

void with_long(long n) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (long l = 0; l < n; l++)
    p[l] = p[l] + 1;
}

void with_unsigned(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (unsigned u = 0; u < 4000000000u; u++)
    p[u] = 0;
}

void with_size_t_down(size_t n) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (size_t s = n; s > 0; s--)
    p[s - 1] = p[s - 1] * 2;
}

void with_int_max(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 2147483647; i++)
    p[i] = i;
}
