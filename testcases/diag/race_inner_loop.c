// Sequential loops inside the construct (triangular bounds depend on the
// parallel variable); the iteration text lists the inner variables too.
// RUN: %cc1 -verify %s

int a[100];
int tri[100];
int m[10][10];

void triangular(void) {
  // i = 1 writes a[1] (j = 0); i = 2 reads a[1] (j = 1).
  #pragma omp parallel for
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < i; j++)
      // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=1, j=0 conflicts with read in iteration i=2, j=1 [drsat]}}
      // expected-note@+1 {{conflicting read of 'a' here}}
      a[i] += a[j];
}

void packed_one_too_far(void) {
  // Packed lower-triangular storage with j running one past the diagonal:
  // row 0 at j = 1 writes the element of row 1 at j = 0.
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    for (int j = 0; j <= i + 1; j++)
      // expected-warning@+2 {{data race on 'tri': write of tri[1] in iteration i=0, j=1 conflicts with write in iteration i=1, j=0 [drsat]}}
      // expected-note@+1 {{conflicting write of 'tri' here}}
      tri[i * (i + 1) / 2 + j] = 0;
}

void inner_reads_column(void) {
  // Row i is written, column 0 of every row is read.
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    for (int j = 1; j < 2; j++)
      // expected-warning@+2 {{data race on 'm': write of m[1][1] in iteration i=1, j=1 conflicts with read in iteration i=0, j=1 [drsat]}}
      // expected-note@+1 {{conflicting read of 'm' here}}
      m[i][j] = m[j][i + 1];
}
