// Row tables the construct's function does not fill: a global `double **`
// filled elsewhere, or one held in a structure's field (`x->m[i][j]`), are
// read like a `double **` parameter's (paramRows): rows apart by a stated
// assumption, when the function only reads the entries and nothing the
// construct runs can store a pointer (SymTables.cpp, SymFieldPtr.cpp).
// The diagnostics are written at the end of the lines they are reported on.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s
#include <stdlib.h>
double **A;
int N;
void init(void) {
  A = malloc(N * sizeof(double *));
  for (int i = 0; i < N; i++)
    A[i] = malloc(N * sizeof(double));
}

// a global row table filled elsewhere: rows apart by assumption
void compute(void) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}} // expected-note {{assuming the rows 'A[...]' of the global are distinct objects, apart from the table, each accessed within its own extent}} // expected-note {{assuming 'A' and 'N' do not alias (pointer of unknown origin and a named variable)}} // expected-note {{assuming every subscript of 'A' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = i * j;
}

// rows of different iterations still race
void shift(void) {
#pragma omp parallel for // expected-note {{assuming the rows 'A[...]' of the global are distinct objects, apart from the table, each accessed within its own extent}} // expected-note {{assuming 'A' and 'N' do not alias (pointer of unknown origin and a named variable)}}
  for (int i = 1; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = A[i - 1][j]; // expected-warning {{data race on 'A': write of A[1][0] in iteration i=1, j=0 conflicts with read in iteration i=2, j=0 when N=8, row size of 'A'=8 [drsat]}} // expected-note {{conflicting read of 'A' here}}
}

// the function itself makes two rows one before the construct
void aliased(void) {
  A[1] = A[0];
#pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'A[i]' is loaded from memory in the loop [drsat]}}
  for (int i = 0; i < N; i++)
    A[i][0] = i;
}

static void reroute(int i) { A[i] = A[0]; }

// the construct may change the table (a call stores a pointer)
void rerouted(void) {
#pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'A[i]' is loaded from memory in the loop [drsat]}}
  for (int i = 0; i < N; i++) {
    A[i][0] = i;
    reroute(i);
  }
}

typedef struct { int rows, cols; double **m; } matrix;

// a row table held in a field
void scale(matrix *x) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}} // expected-note {{assuming the rows 'x->m[...]' of the field are distinct objects, apart from the table, each accessed within its own extent}} // expected-note {{assuming 'x' and 'x->m' do not alias (different pointer variables of unknown origin)}} // expected-note {{assuming every subscript of 'x->m' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  for (int i = 0; i < x->rows; i++)
    for (int j = 0; j < x->cols; j++)
      x->m[i][j] *= 2;
}

// rows of different iterations race
void down(matrix *x, int n) {
#pragma omp parallel for // expected-note {{assuming the rows 'x->m[...]' of the field are distinct objects, apart from the table, each accessed within its own extent}} // expected-note {{assuming 'x->m' and 'x' do not alias (different pointer variables of unknown origin)}}
  for (int i = 1; i < n; i++)
    x->m[i][0] = x->m[i - 1][0]; // expected-warning {{data race on 'x->m': write of x->m[1][0] in iteration i=1 conflicts with read in iteration i=2 when n=8, row size of 'x->m'=8 [drsat]}} // expected-note {{conflicting read of 'x->m' here}}
}

// the function copies the table: another pointer could change its entries
void copied(matrix *x, int n) {
  double **r = x->m;
  r[1] = r[0];
#pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'x->m[i]' is loaded from memory in the loop [drsat]}}
  for (int i = 0; i < n; i++)
    x->m[i][0] = i;
}

// ... or writes an entry itself
void entry_written(matrix *x, int n) {
  x->m[1] = x->m[0];
#pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'x->m[i]' is loaded from memory in the loop [drsat]}}
  for (int i = 0; i < n; i++)
    x->m[i][0] = i;
}
