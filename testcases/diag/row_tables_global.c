// Tables at file scope filled by a loop of the construct's function
// (plugin/SymTables.cpp, globalTableStable): `u = malloc(...)` and
// `u[i] = malloc(...)` before the construct make u[e] a row of its own, as
// for a local table, when nothing else can set u or its entries: the other
// functions of the file only read `u[e]` or free, nobody takes u's address,
// and (u being visible to other files) the function calls no function of
// theirs.  Several tables filled side by side in one loop each get their
// rows.  A table that holds another name's memory (`double **a = p;`)
// stays "not analyzed": `p[k] = q` would write its entries.
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s

#include <stdlib.h>

double **u, **f, **uold, **g, **h;
int **a;
static double **s;
double **w;
double **x;

void ext(void);

void init_own(int n) {
  u = (double **)malloc(n * sizeof(double *));
  f = (double **)malloc(n * sizeof(double *));
  uold = (double **)malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++) {
    u[i] = (double *)malloc(n * sizeof(double));
    f[i] = (double *)malloc(n * sizeof(double));
    uold[i] = (double *)malloc(n * sizeof(double));
  }
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      u[i][j] = 0.0;
      f[i][j] = uold[i][j];
    }
}

void init_neighbour(int n) {
  a = (int **)malloc(n * sizeof(int *));
  for (int i = 0; i < n; i++)
    a[i] = (int *)malloc(n * sizeof(int));
  #pragma omp parallel for collapse(2)
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = a[i - 1][j] + 1; // expected-warning {{data race on 'a': write of a[1][0] in iteration i=1, j=0 conflicts with read in iteration i=2, j=0 when n=3 [drsat]}} expected-note {{conflicting read of 'a' here}}
}

void sides(int n) {
  g = (double **)malloc(n * sizeof(double *));
  h = (double **)malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++) {
    g[i] = (double *)malloc(n * sizeof(double));
    h[i] = (double *)malloc(n * sizeof(double));
  }
  #pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    h[i + 1][0] = g[i][0] + h[i][0]; // expected-warning {{data race on 'h': write of h[1][0] in iteration i=0 conflicts with read in iteration i=1 when n=3 [drsat]}} expected-note {{conflicting read of 'h' here}}
}

void unknown_call(int n) {  // w is visible to ext's file, which may set w[1] = w[0]
  w = (double **)malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    w[i] = (double *)malloc(n * sizeof(double));
  ext();
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'w[i]' is loaded from memory in the loop ('w' is visible to other files, and a function called here, defined elsewhere or reached through a pointer, may set its entries) [drsat]}}
  for (int i = 0; i < n; i++)
    w[i][0] = i;
}

void unknown_call_static(int n) {  // no other file can name s
  s = (double **)malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    s[i] = (double *)malloc(n * sizeof(double));
  ext();
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    s[i][0] = i;
}

void written_elsewhere(int n) {
  x = (double **)malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    x[i] = (double *)malloc(n * sizeof(double));
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'x[i]' is loaded from memory in the loop (another function of the file sets 'x' or its entries, or uses it other than as 'x[e]' values) [drsat]}}
  for (int i = 0; i < n; i++)
    x[i][0] = i;
}

void merge_rows(void) {
  extern double **x;  // (the same x, by another name's declaration)
  x[1] = x[0];
}

void done(int n) {
  for (int i = 0; i < n; i++) {
    free(u[i]);
    free(f[i]);
  }
  free(u);
  free(f);
}

void borrowed(double **p, double *q, int n) {
  double **b = p;
  for (int i = 0; i < n; i++)
    b[i] = malloc(n * sizeof(double));
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'b[i]' is loaded from memory in the loop ('b' is filled in memory it did not allocate itself, which another name may write) [drsat]}}
  for (int i = 0; i < n; i++) {
    p[i] = q;
    b[i][0] = i;
  }
}

void sizes(int n, int k) {
  double **r = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    r[i] = malloc(k++ * sizeof(double));
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'r[i]' is loaded from memory in the loop (the size of the rows of 'r' has side effects) [drsat]}}
  for (int i = 0; i < n; i++)
    r[i][0] = i;
}
