// Integer variables a sequential loop around the construct changes only by
// one top-level `v = f(v);` from a value known before it (`p = 1 - p`, an
// index of the current buffer): the values they take pass by pass, when
// finitely many, are a condition on a fresh value (SymRotate.cpp,
// rotateInts).  A race needing one of them is proved when the loop surely
// runs that pass and does not use its counter, and only one such variable
// moves; otherwise it is a possible race, as for any value not tracked.
// The diagnostics are written at the end of the lines they are reported on.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s
#include <stdlib.h>

// 1: two rows of one buffer, the current one chosen by p = 1 - p
void rows(int n, int nsteps) {
  double *b = malloc(2 * n * sizeof(double));
  double *u[2] = {&b[0], &b[n]};
  int p = 0;
  for (int t = 0; t < nsteps; t++) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 3 access pairs checked [drsat]}} // expected-note {{assuming 'u[p][i - 1]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}} // expected-note {{assuming 'u[p][i + 1]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}} // expected-note {{assuming 'u[1 - p][i]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
    for (int i = 1; i < n - 1; i++)
      u[1 - p][i] = u[p][i - 1] + u[p][i + 1];
    p = 1 - p;
  }
}

// 2: the rows overlap (b[n - 2]); on pass 2 (p = 1) the write reaches the
// row read
double *row[2];
void overlap(void) {
  double *b = malloc(40 * sizeof(double));
  double *u[2] = {&b[0], &b[18]};
  int p = 0;
  for (int t = 0; t < 100; t++) {
#pragma omp parallel for // expected-note {{assuming 'u[p][i - 1]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}} // expected-note {{assuming 'u[p][i + 1]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}} // expected-note {{assuming 'u[1 - p][i]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
    for (int i = 1; i < 19; i++)
      u[1 - p][i] = u[p][i - 1] + u[p][i + 1]; // expected-warning {{data race on 'b': write of b[18] in iteration i=18 conflicts with read in iteration i=1 when p=1 [drsat]}} // expected-note 2 {{conflicting read of 'b' here}} // expected-warning {{data race on 'b': write of b[19] in iteration i=1 conflicts with read in iteration i=18 when p=0 [drsat]}}
    p = 1 - p;
  }
}

// 3: a plane index in turn, through a 2-D array
double A[2][100];
void planes(int nsteps) {
  int cur = 0;
  for (int t = 0; t < nsteps; t++) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 3 access pairs checked [drsat]}} expected-note {{assuming every subscript of 'A' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
    for (int i = 1; i < 99; i++)
      A[cur ^ 1][i] = A[cur][i - 1] + A[cur][i + 1];
    cur ^= 1;
  }
}

// 4: compound assignment: cur = (cur + 1) % 3 over three planes; the
// read plane is never the written one
double P3[3][100];
void three_planes(int nsteps) {
  int cur = 0;
  for (int t = 0; t < nsteps; t++) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 3 access pairs checked [drsat]}}
    for (int i = 1; i < 99; i++)
      P3[(cur + 1) % 3][i] = P3[cur][i - 1] + P3[cur][i + 1];
    cur = (cur + 1) % 3;
  }
}

// 5: an index that reaches the written plane on pass 3 (cur: 0, 1, 2, 2, ...)
double Q[3][100];
void reaches(void) {
  int cur = 0;
  for (int t = 0; t < 8; t++) {
#pragma omp parallel for
    for (int i = 1; i < 99; i++)
      Q[2][i] = Q[cur][i - 1] + Q[cur][i + 1]; // expected-warning {{data race on 'Q': write of Q[2][1] in iteration i=1 conflicts with read in iteration i=2 when cur=2 [drsat]}} // expected-note 2 {{conflicting read of 'Q' here}} // expected-warning {{data race on 'Q': write of Q[2][2] in iteration i=2 conflicts with read in iteration i=1 when cur=2 [drsat]}}
    cur = cur < 2 ? cur + 1 : 2;
  }
}

// 6: the same, the trip count unknown: the race is possible only
void reaches_maybe(int nsteps) {
  int cur = 0;
  for (int t = 0; t < nsteps; t++) {
#pragma omp parallel for
    for (int i = 1; i < 99; i++)
      Q[2][i] = Q[cur][i - 1] + Q[cur][i + 1]; // expected-warning {{possible data race on 'Q': write of Q[2][1] in iteration i=1 conflicts with read in iteration i=2 (value of 'cur' after a loop is not tracked here) [drsat]}} // expected-note 2 {{conflicting read of 'Q' here}} // expected-warning {{possible data race on 'Q': write of Q[2][2] in iteration i=2 conflicts with read in iteration i=1 (value of 'cur' after a loop is not tracked here) [drsat]}}
    cur = cur < 2 ? cur + 1 : 2;
  }
}

// 7: two indices that move together (always different); each alone can be
// either value, so a race needing them equal is only possible
double R2[2][100];
void two_indices(void) {
  int p = 0, q = 1;
  for (int t = 0; t < 10; t++) {
#pragma omp parallel for
    for (int i = 1; i < 99; i++)
      R2[q][i] = R2[p][i - 1] + R2[p][i + 1]; // expected-warning {{possible data race on 'R2': write in iteration i=1 conflicts with read in iteration i=2 (value of 'p' after a loop is not tracked here; value of 'q' after a loop is not tracked here) [drsat]}} // expected-note 2 {{conflicting read of 'R2' here}} // expected-warning {{possible data race on 'R2': write in iteration i=2 conflicts with read in iteration i=1 (value of 'p' after a loop is not tracked here; value of 'q' after a loop is not tracked here) [drsat]}}
    p = 1 - p;
    q = 1 - q;
  }
}

// 8: an index from outside (a parameter): not a known orbit
void unknown_start(int p, int nsteps) {
  for (int t = 0; t < nsteps; t++) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 3 access pairs checked [drsat]}}
    for (int i = 1; i < 99; i++)
      R2[1 - p][i] = R2[p][i - 1] + R2[p][i + 1];
    p = 1 - p;
  }
}

// 9: an index that grows: more than 17 values
double W[64][100];
void grows(void) {
  int k = 0;
  for (int t = 0; t < 60; t++) {
#pragma omp parallel for
    for (int i = 1; i < 99; i++)
      W[k + 1][i] = W[k][i - 1] + W[k + 1][i + 1]; // expected-warning {{possible data race on 'W': write in iteration i=2 conflicts with read in iteration i=1 (value of 'k' after a loop is not tracked here) [drsat]}} // expected-note {{conflicting read of 'W' here}}
    k = k + 1;
  }
}

// 10: an index that wraps: cur (unsigned char) 1, 16, 0: plane 0 (written) read from pass 3 on
double QW[17][100];
void wraps(void) {
  unsigned char cur = 1;
  for (int t = 0; t < 8; t++) {
#pragma omp parallel for
    for (int i = 1; i < 99; i++)
      QW[0][i] = QW[cur][i - 1] + QW[cur][i + 1]; // expected-warning {{data race on 'QW': write of QW[0][1] in iteration i=1 conflicts with read in iteration i=2 when cur=0 [drsat]}} // expected-note 2 {{conflicting read of 'QW' here}} // expected-warning {{data race on 'QW': write of QW[0][2] in iteration i=2 conflicts with read in iteration i=1 when cur=0 [drsat]}}
    cur = cur * 16;
  }
}
