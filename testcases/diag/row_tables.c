// Row tables a loop fills before the construct (plugin/SymTables.cpp,
// tableFill): `a[i] = malloc(m * sizeof(double))` makes a[e] a row of its
// own for every e the loop ran through (the rows laid out one after the
// other, m doubles each, so a[i][j] per row is race-free and a[i][j]
// against a[i - 1][j] is not), and `a[i] = buf + i * M` makes a[e] the
// entry for i = e inside buf.  Only where the fill is the table's only
// write and the table is read only as values: `a[1] = a[0]` makes rows
// alias, so it stays "not analyzed", as do rows whose size depends on the
// row and rows carved at a stride that is not a constant.
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s

#include <stdlib.h>
#define M 64

void rows_own(int n, int m) {
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = malloc(m * sizeof(double));
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = i + j;
}

void rows_neighbour(int n, int m) {
  double **a = (double **)malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = (double *)calloc(m, sizeof(double));
  #pragma omp parallel for
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = a[i - 1][j]; // expected-warning {{data race on 'a': write of a[1][0] in iteration i=1, j=0 conflicts with read in iteration i=2, j=0 when n=3, m=3 [drsat]}} expected-note {{conflicting read of 'a' here}}
}

void carved_own(int n) {
  double *buf = malloc(n * M * sizeof(double));
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = buf + i * M;
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = 0;
}

void carved_overlap(int n) {
  double *buf = malloc(n * M * sizeof(double));
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = buf + i * (M - 1);
  #pragma omp parallel for // expected-note {{assuming 'a[i][j]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = 0; // expected-warning {{data race on 'buf': write of buf[63] in iteration i=0, j=63 conflicts with write in iteration i=1, j=0 when n=2 [drsat]}} expected-note {{conflicting write of 'buf' here}}
}

// what stays "not analyzed"
void rows_alias(int n, int m) {
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = malloc(m * sizeof(double));
  a[1] = a[0];
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'a[i]' is loaded from memory in the loop [drsat]}}
  for (int i = 0; i < n; i++)
    a[i][0] = 1;
}

void rows_triangle(int n) {
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = malloc((i + 1) * sizeof(double));
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'a[i]' is loaded from memory in the loop [drsat]}}
  for (int i = 0; i < n; i++)
    a[i][0] = 1;
}

void carved_symbolic(int n, int m) {
  double *buf = malloc(n * m * sizeof(double));
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = buf + i * m;
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'a[i]' is loaded from memory in the loop [drsat]}}
  for (int i = 0; i < n; i++)
    a[i][0] = 1;
}

void keep(double **t);
void rows_escape(int n, int m) {
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = malloc(m * sizeof(double));
  keep(a);
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'a[i]' is loaded from memory in the loop [drsat]}}
  for (int i = 0; i < n; i++)
    a[i][0] = 1;
}

// filled from the top down, the rows read through a copy of one row pointer
void rows_descending(int n, int m) {
  double **a = malloc(n * sizeof(double *));
  for (int i = n - 1; i >= 0; i--)
    a[i] = malloc(m * sizeof(double));
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *r = a[i];
    for (int j = 0; j < m; j++)
      r[j] = a[i][j] + 1;
  }
}

// an entry swapped inside the construct: the table changes there
void rows_swapped(int n, int m) {
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = malloc(m * sizeof(double));
  // (the row written through t is left out; the table entries race)
  #pragma omp parallel for // expected-note {{not every access pair of the construct was decided (pointer 'a[i]' is loaded from memory in the loop): it may have more races}}
  for (int i = 0; i < n - 1; i++) {
    double *t = a[i];
    a[i] = a[i + 1]; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 when n=3 [drsat]}} expected-note {{conflicting read of 'a' here}}
    t[0] = 0;
  }
}

// the table reset after the fill
void rows_reset(int n, int m, double **other) {
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = malloc(m * sizeof(double));
  a = other;
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'a[i]' is loaded from memory in the loop [drsat]}}
  for (int i = 0; i < n; i++)
    a[i][0] = 1;
}

// the racy twin of rows_descending: row i written through its copy, read
// as row i + 1 of the iteration before
void rows_copy_neighbour(int n, int m) {
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = malloc(m * sizeof(double));
  #pragma omp parallel for
  for (int i = 0; i < n - 1; i++) {
    double *r = a[i];
    for (int j = 0; j < m; j++)
      r[j] = a[i + 1][j]; // expected-warning {{data race on 'a': write of a[1][0] in iteration i=1, j=0 conflicts with read in iteration i=0, j=0 when n=3, m=3 [drsat]}} expected-note {{conflicting read of 'a' here}}
  }
}

// A pointer formed by arithmetic on an allocated row stays in that row:
// `r[k]` of `r = a[i] + 1` is a[i][1 + k].
void row_plus_one(int n, int m) {
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = malloc(m * sizeof(double));
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *r = a[i] + 1;
    for (int k = 0; k < m - 1; k++)
      r[k] = i;
  }
}

void row_plus_one_reads_next(int n, int m) {
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = malloc(m * sizeof(double));
  #pragma omp parallel for
  for (int i = 0; i < n - 1; i++) {
    double *r = a[i] + 1;
    for (int k = 0; k < m - 1; k++)
      r[k] = a[i + 1][k]; // expected-warning {{data race on 'a': write of a[1][1] in iteration i=1, k=0 conflicts with read in iteration i=0, k=1 when n=3, m=3 [drsat]}} expected-note {{conflicting read of 'a' here}}
  }
}
