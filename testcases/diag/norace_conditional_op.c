// The conditional operator ?:, race-free: both arms keep the iterations
// apart, and a read in the untaken arm never happens.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[200], b[200];

void index_arms(void) {
  // i < 50: b[0..49]; i >= 50: b[100..149].
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    b[i < 50 ? i : i + 50] = 1;
}

void untaken_arm(void) {
  // a[i + 1] would race, but it is only read when i > 1000.
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[i] = i > 1000 ? a[i + 1] : i;
}
