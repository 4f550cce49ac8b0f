// `collapse(2)` without dependences, and the same dependence along j as in
// race_collapse.c made safe by not collapsing (j is then sequential).
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int m[10][10];
int t[10][10];

void elementwise(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for collapse(2)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      m[i][j] = m[i][j] + t[j][i];
}

void transpose_into_other(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for collapse(2)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      t[j][i] = m[i][j];
}

void not_collapsed(void) {
  // Only i is distributed; the j loop runs sequentially in one iteration.
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 9; j++)
      m[i][j + 1] = m[i][j];
}
