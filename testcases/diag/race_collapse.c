// `collapse(2)`: the iterations of both loops are distributed, so two
// (i, j) tuples that differ only in j may run in parallel.
// RUN: %cc1 -verify %s

int m[10][10];
int n2[10][10];

void along_rows(void) {
  #pragma omp parallel for collapse(2)
  for (int i = 0; i < 1; i++)
    for (int j = 0; j < 2; j++)
      // expected-warning@+2 {{data race on 'm': write of m[0][1] in iteration i=0, j=0 conflicts with read in iteration i=0, j=1 [drsat]}}
      // expected-note@+1 {{conflicting read of 'm' here}}
      m[i][j + 1] = m[i][j];
}

void along_columns(void) {
  #pragma omp parallel for collapse(2)
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 1; j++)
      // expected-warning@+2 {{data race on 'n2': write of n2[1][0] in iteration i=0, j=0 conflicts with read in iteration i=1, j=0 [drsat]}}
      // expected-note@+1 {{conflicting read of 'n2' here}}
      n2[i + 1][j] = n2[i][j];
}
