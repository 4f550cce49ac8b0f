// Multi-dimensional arrays, race-free.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int c3[4][4][4];
int m[8][8];

void three_dims(void) {
  // The only common element is c3[1][1][2], touched by i = 1 alone.
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    c3[i][1][2] = c3[1][i][2];
}

void planes(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int k = 0; k < 4; k++)
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 4; j++)
        c3[k][i][j] = c3[k][j][i];
}

void columns(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int j = 0; j < 8; j++)
    for (int i = 1; i < 8; i++)
      m[i][j] = m[i - 1][j];
}
