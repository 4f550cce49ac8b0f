// firstprivate and lastprivate make a scalar private to each iteration's
// thread: writing it is no race.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], b[100];

int accumulate(void) {
  int t = 5;
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for firstprivate(t)
  for (int i = 0; i < 100; i++) {
    t += i;
    b[i] = t;
  }
  return t;
}

int last_value(void) {
  int last = 0;
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for lastprivate(last)
  for (int i = 0; i < 100; i++)
    last = a[i];
  return last;
}

int both(void) {
  int x = 1;
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for firstprivate(x) lastprivate(x)
  for (int i = 0; i < 100; i++) {
    x = x * 2 + a[i];
    b[i] = x;
  }
  return x;
}
