// Unsigned wraparound, race-free: (0u - 1u) / 2^31 is 1, not 0.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], b[100], r[100];

void wrap_then_div(void) {
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (unsigned u = 0; u < 4; u++) {
    if (u == 0)
      a[(u - 1u) / 2147483648u] = 1;
    if (u == 2)
      r[u] = a[0];
  }
}

void add_all_ones(void) {
  // Writes b[u - 1] and reads b[u - 1]: the same element in one iteration.
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (unsigned u = 1; u < 100; u++)
    b[u + 4294967295u] = b[u - 1u] + 1;
}
