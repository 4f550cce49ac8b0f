// Row-major layout as in C memory: a[i][M] is the same element as
// a[i + 1][0] (the subscripts are printed as written).
// RUN: %cc1 -Wno-array-bounds -verify %s

#define M 10
int a[10][M];
int b[10][M];

void past_the_row(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+3 {{data race on 'a': write of a[0][10] in iteration i=0 conflicts with read in iteration i=1 through the out-of-bounds access 'a[i][M]' [drsat]}}
    // expected-warning@+2 {{out-of-bounds access 'a[i][M]': subscript 10 in iteration i=0 is outside [0, 10) [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i][M] = a[i][0] + 1;
}

void before_the_row(void) {
  #pragma omp parallel for
  for (int i = 1; i < 3; i++)
    // expected-warning@+3 {{data race on 'b': write of b[2][-1] in iteration i=2 conflicts with read in iteration i=1 through the out-of-bounds access 'b[i][-1]' [drsat]}}
    // expected-warning@+2 {{out-of-bounds access 'b[i][-1]': subscript -1 in iteration i=1 is outside [0, 10) [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[i][-1] = b[i][M - 1];
}
