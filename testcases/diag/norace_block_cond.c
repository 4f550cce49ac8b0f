// Conditions of enclosing blocks, race-free: without them every iteration
// would write a[0].
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], r[100];

void nested_blocks(void) {
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i > 50) {
      {
        if (i < 52) {
          a[0] = 1;
          r[i] = a[0];
        }
      }
    }
  }
}

void inner_loop_under_condition(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i == 0) {
      for (int j = 0; j < 10; j++)
        a[j] = j;
    }
  }
}
