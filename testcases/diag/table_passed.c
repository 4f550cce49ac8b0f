// A table of rows a loop allocated before the construct (tableFill) stays
// known when it is passed to a function of the translation unit that only
// reads its entries (`p[e]` values; never writes, passes on or copies p):
// SymTables.cpp, readsTableOnly.  Otherwise its rows are loaded from memory.
// The diagnostics are written at the end of the lines they are reported on.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s
#include <stdlib.h>

static double total(double **p, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += p[i][j];
  return s;
}
static void alias_rows(double **p) { p[1] = p[0]; }
static void pass_on(double **p, int n) { total(p, n); }

// a table passed to a function that only reads its entries
double read_only(int n) {
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = malloc(n * sizeof(double));
  double s0 = total(a, n);
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}} // expected-note {{assuming every subscript of 'a' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = i + j;
  return s0 + total(a, n);
}

// ... one that makes two rows one
void aliased(int n) {
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = malloc(n * sizeof(double));
  alias_rows(a);
#pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'a[i]' is loaded from memory in the loop [drsat]}}
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = i + j;
}

// ... one that passes it on (not followed)
void passed_on(int n) {
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = malloc(n * sizeof(double));
  pass_on(a, n);
#pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'a[i]' is loaded from memory in the loop [drsat]}}
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = i + j;
}

// a race between rows stays one
void racy(int n) {
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    a[i] = malloc(n * sizeof(double));
  total(a, n);
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = a[i - 1][j]; // expected-warning {{data race on 'a': write of a[1][0] in iteration i=1, j=0 conflicts with read in iteration i=2, j=0 when n=3 [drsat]}} // expected-note {{conflicting read of 'a' here}}
}
