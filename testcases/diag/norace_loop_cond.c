// The loops of race_loop_cond.c with the bound one iteration shorter: the
// written range [0, 9] and the read range [10, 19] no longer meet.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], b[100], c[100], d[100], e[100];

void lt(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[i] = a[i + 10];
}

void le(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i <= 9; i++)
    b[i] = b[i + 10];
}

void gt(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 20; i > 10; i--)
    c[i] = c[i - 10];
}

void ge(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 9; i >= 0; i--)
    d[i] = d[i + 10];
}

void ne(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i != 10; i++)
    e[i] = e[i + 10];
}

void bound_on_the_left(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; 10 > i; i++)
    a[i] = a[i + 10];
}
