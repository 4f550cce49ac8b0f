// `simd safelen(s) collapse(2)`: lanes closer than s in the logical
// iteration space of the whole nest (i*10+j here) run together; a
// dependence at logical distance >= s is safe.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s

int b[200];
int m[10][12];

void distance_four(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp simd safelen(4) collapse(2)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      b[i * 10 + j + 4] = b[i * 10 + j];
}

void next_row(void) {
  // a[i+1][j] is 12 logical iterations later
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp simd safelen(12) collapse(2)
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 12; j++)
      m[i + 1][j] = m[i][j] + 1;
}

void steps_and_offsets(void) {
  // logical numbers (i-2)/2*5 + (j-9)/-1: m[i][j] vs m[i-2][j] is 5 apart
  // m[10][j] is past the array's last row (i reaches 10): reported
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp simd safelen(5) collapse(2)
  for (int i = 2; i < 11; i += 2)
    for (int j = 9; j >= 5; j--)
      // expected-warning@+2 {{out-of-bounds access 'm[i][j]': subscript 10 in iteration (i-2)/2*5+(j-9)/-1=20 is outside [0, 10) [drsat]}}
      // remarks-warning@+1 {{out-of-bounds access 'm[i][j]': subscript 10 in iteration (i-2)/2*5+(j-9)/-1=20 is outside [0, 10) [drsat]}}
      m[i][j] = m[i - 2][j] * 2;
}

void unknown_rows(int n, int lo) {
  // the outer loop's bounds may be unknown: i = lo + k / 10
  // remarks-remark@+2 {{loop is free of data races: 2 access pairs checked}}
  // (the write is exactly safelen collapsed iterations ahead, in bounds or not: no assumption)
  #pragma omp simd safelen(4) collapse(2)
  for (int i = lo; i < n; i++)
    for (int j = 0; j < 10; j++)
      b[i * 10 + j + 4] = b[i * 10 + j];
}
