// `#pragma omp simd safelen(n)`: dependences at distance n or more are not
// races (at most n consecutive iterations run concurrently).
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[200];
int b[200];

void distance_4_safelen_4(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp simd safelen(4)
  for (int i = 0; i < 100; i++)
    a[i + 4] = a[i] + 1;
}

void distance_8_safelen_8(void) {
  // Two read sites of b[i - 8] and the write: 3 pairs.
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp simd safelen(8)
  for (int i = 8; i < 100; i++)
    b[i] = b[i - 8] + b[i - 9 + 1];
}
