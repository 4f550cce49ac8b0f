// Multi-dimensional arrays: the element is printed with every subscript.
// RUN: %cc1 -verify %s

int c3[4][4][4];
int m[8][8];

void three_dims(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'c3': write of c3[1][1][2] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'c3' here}}
    c3[i][1][2] = c3[1][1 - i][2];
}

void two_dims_diagonal(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'm': write of m[1][1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'm' here}}
    m[i][i] = m[i + 1][i + 1] + m[7][i];
}
