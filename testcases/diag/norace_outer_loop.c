// Sequential loops around the construct: row i reads row i - 1 only, so the
// iterations of the parallel j loop are independent.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

#define N 10
int b[N][N];
int c[N][N];

void wavefront(void) {
  for (int i = 1; i < N; i++) {
    // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
    #pragma omp parallel for
    for (int j = 1; j < N; j++)
      b[i][j] = b[i - 1][j - 1];
  }
}

void stencil_rows(int steps) {
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < N; i++) {
      // remarks-remark@+1 {{loop is free of data races: 4 access pairs checked}}
      #pragma omp parallel for
      for (int j = 1; j < N - 1; j++)
        c[i][j] = c[i - 1][j - 1] + c[i - 1][j] + c[i - 1][j + 1];
    }
}
