// if / else if / else, race-free: ignoring any of the negated conditions
// would make the branches collide.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], b[100];

void chain(void) {
  // Writes a[0..9] and a[20..24], reads a[10..14].  Pairs: 5 on a, 1 on b.
  // remarks-remark@+1 {{loop is free of data races: 6 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 20; i++) {
    if (i < 10)
      a[i] = 1;
    else if (i < 15)
      a[i + 10] = 2;
    else
      b[i] = a[i - 5];
  }
}

void single_writer(void) {
  // Only i = 50 writes a[0] and only i = 50 reads it.  Pairs: 2 on a, 3 on b.
  // remarks-remark@+1 {{loop is free of data races: 5 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i != 50) {
      b[i] = 0;
    } else {
      a[0] = i;
      b[i] = a[0];
    }
  }
}
