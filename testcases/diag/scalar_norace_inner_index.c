// The index of an inner loop made private: private(j), declared in the for
// statement, or declared in the body.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int m[10][10];

void private_clause(void) {
  int j;
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for private(j)
  for (int i = 0; i < 10; i++)
    for (j = 0; j < 10; j++)
      m[i][j] = i + j;
}

void declared_in_for(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      m[i][j] = i - j;
}

void declared_in_body(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) {
    int j;
    for (j = 0; j < 10; j++)
      m[i][j] = i * j;
  }
}
