// &&, || and !, race-free: the shared element is written and read by one
// iteration only.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], b[100], r[100];

void and_not(void) {
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i > 10 && i < 12)
      a[0] = i;
    if (!(i != 11) || i > 200)
      r[i] = a[0];
  }
}

void or_of_impossible(void) {
  // (i == 4 && i == 5) and i < -1 never hold: only i = 3 writes b[7].
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i == 3 || (i == 4 && i == 5) || i < -1)
      b[7] = 1;
  }
}

void short_circuit_guards_division(int d) {
  // The division only runs when d != 0 (no undefined behaviour).
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (d != 0 && i / d == 1000 && i < 0)
      b[0] = i;
  }
}
