// Sequential loops inside the construct, race-free, including triangular
// bounds and packed triangular storage (a nonlinear but injective index).
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], b[100];
int tri[100];
int m[10][10];

void triangular(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < i; j++)
      b[i] += m[i][j] * a[j];
}

void packed_lower(void) {
  // Row i of a packed lower triangle: tri[i*(i+1)/2 .. i*(i+1)/2 + i].
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 13; i++)
    for (int j = 0; j <= i; j++)
      tri[i * (i + 1) / 2 + j] = i + j;
}

void upper_triangle(void) {
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (int j = i + 1; j < 10; j++)
      m[i][j] = m[i][j] + m[j][i] * 0;
}

void two_inner_loops(void) {
  // remarks-remark@+1 {{loop is free of data races: 5 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) {
    for (int j = 0; j < 5; j++)
      m[i][j] = 0;
    for (int j = 5; j < 10; j++)
      m[i][j] = m[i][j - 5];
  }
}
