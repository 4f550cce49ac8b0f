// Access kinds, race-free: compound assignment, ++ and -- on the iteration's
// own element; reads of a shared element nobody writes.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], b[100], c[100];

void updates(void) {
  // a[i] += ...: one read-write site; a[i]++ and --a[i]: two more.
  // remarks-remark@+1 {{loop is free of data races: 6 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    a[i] += 2;
    a[i]++;
    --a[i];
  }
}

void read_read(void) {
  // b[0] is read by every iteration but never written.
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    c[i] = b[0] + b[0] * b[i];
}
