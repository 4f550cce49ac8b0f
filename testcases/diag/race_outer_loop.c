// Sequential loops around the construct: their variables are the same for
// both racing iterations and are printed after " when ".
// RUN: %cc1 -verify %s

int b[10][10];
int c[10][10];

void wavefront_wrong_direction(void) {
  for (int i = 1; i < 2; i++) {
    #pragma omp parallel for
    for (int j = 1; j < 3; j++)
      // expected-warning@+2 {{data race on 'b': write of b[1][1] in iteration j=1 conflicts with read in iteration j=2 when i=1 [drsat]}}
      // expected-note@+1 {{conflicting read of 'b' here}}
      b[i][j] = b[i][j - 1];
  }
}

void two_outer_loops(void) {
  for (int t = 0; t < 1; t++)
    for (int i = 2; i < 3; i++) {
      #pragma omp parallel for
      for (int j = 0; j < 2; j++)
        // expected-warning@+2 {{data race on 'c': write of c[2][1] in iteration j=0 conflicts with read in iteration j=1 when t=0, i=2 [drsat]}}
        // expected-note@+1 {{conflicting read of 'c' here}}
        c[i][j + 1 + t] = c[i][j];
    }
}
