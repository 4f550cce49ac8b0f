// A char pointer into an int array, race-free: iteration i writes the low
// byte of a[i] and reads all of a[i].
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100];

void low_bytes(void) {
  unsigned char *c = (unsigned char *)a;
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    c[4 * i] = (unsigned char)(a[i] + 1);
}
