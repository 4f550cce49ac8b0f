// Arrays of every storage, race-free: global, local, static local, VLA (one
// and two dimensions, the row length unknown), and an array declared inside
// the loop body (private to the iteration).
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int g[100];

void global_array(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    g[i] = g[i] + 1;
}

int local_array(void) {
  int l[100];
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    l[i] = i;
  return l[5];
}

void static_array(void) {
  static int s[100];
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    s[2 * i] = s[2 * i + 1];
}

int vla_2d(int n, int m) {
  int w[n][m];
  // remarks-remark@+2 {{loop is free of data races: 2 access pairs checked}}
  // remarks-note@+1 {{assuming every subscript of 'w' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      w[i][j] = w[i][j] + 1;
  return w[0][0];
}

void array_inside_body(void) {
  // tmp is private to each iteration: only g is shared.
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    int tmp[4];
    tmp[0] = i;
    tmp[1] = tmp[0] * 2;
    g[i] = tmp[1];
  }
}
