// Conditions that dominate the construct make it race-free: without the
// early return a small n would make a[i] and a[i + n] meet.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[200], b[200];

void window(int n) {
  if (n > 100 || n < 50)
    return;
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    a[i] = a[i + n];
}

void guarded_block(int n) {
  if (n >= 10) {
    // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
    #pragma omp parallel for
    for (int i = 0; i < 10; i++)
      b[i] = b[i + n];
  }
}
