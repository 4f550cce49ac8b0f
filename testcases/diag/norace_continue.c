// continue, race-free: after `if (i != 5) continue;` only iteration 5 runs
// the rest of the body.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], r[100];

void only_one_iteration(void) {
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i != 5)
      continue;
    a[0] = i;
    r[0] = a[0];
  }
}

void continue_in_inner_loop(void) {
  // The continue belongs to the inner loop: a[i] is written by iteration i.
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    for (int j = 0; j < 10; j++) {
      if (j != 3)
        continue;
      a[i] = j;
    }
  }
}
