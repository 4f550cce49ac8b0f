// Row-major layout, race-free: the last element of a row and the first of
// the same row; whole rows per iteration.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

#define M 10
int a[10][M];

void within_row(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[i][M - 1] = a[i][0];
}

void whole_rows(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (int j = 1; j < M; j++)
      a[i][j] = a[i][j - 1];
}
