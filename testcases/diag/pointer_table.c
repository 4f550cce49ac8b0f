// Local arrays of pointers with known entries (plugin/SymTables.cpp,
// tables): `u[e]` read as a pointer is entry e -- a choice over e when all
// entries point into one object, within 0 <= e < K by the read's in-bounds
// rule.  Used only where nothing else can change the table: not written in
// a loop of the function or in the construct, never aliased.  DataRaceBench
// DRB196 (rows b[0..n) and b[n..2n): race-free) and DRB197 (the second row
// starts at b[n - 2]: a race).
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s

#include <stdlib.h>

void rows(int p) {
  int n = 20;
  double *b = malloc(2 * n * sizeof(double));
  double *u[2] = {&b[0], &b[n]};
  #pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    u[1 - p][i] = u[p][i - 1] + u[p][i + 1];
  free(b);
}

void rows_overlap(void) {
  int n = 20, p = 0;
  double *b = malloc(2 * n * sizeof(double));
  double *u[2] = {&b[0], &b[n - 2]};
  #pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    u[1 - p][i] = u[p][i - 1] + u[p][i + 1]; // expected-warning {{data race on 'b': write of b[19] in iteration i=1 conflicts with read in iteration i=18 [drsat]}} expected-note {{conflicting read of 'b' here}}
  free(b);
}

// an entry stored at a constant index before the construct
void entry_store(int p) {
  int n = 20;
  double *b = malloc(2 * n * sizeof(double));
  double *u[2] = {&b[0], &b[0]};
  u[1] = &b[n];
  #pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    u[1 - p][i] = u[p][i - 1] + u[p][i + 1];
  free(b);
}

// filled by a loop (row_tables.c): entry k is &b[k * n]
void filled_in_loop(int p) {
  int n = 20;
  double *b = malloc(2 * n * sizeof(double));
  double *u[2];
  for (int k = 0; k < 2; k++)
    u[k] = &b[k * n];
  #pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    u[1 - p][i] = u[p][i - 1] + u[p][i + 1];
  free(b);
}

// what stays "loaded from memory"
void written_in_loop(int p) {
  int n = 20;
  double *b = malloc(2 * n * sizeof(double));
  double *u[2];
  for (int k = 0; k < 2; k++) {
    u[k] = &b[k * n];
    b[k] = 0;
  }
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'u[p]' is loaded from memory in the loop (the table 'u' is written in a loop or in the construct, or its address escapes) [drsat]}}
  for (int i = 1; i < n - 1; i++)
    u[1 - p][i] = u[p][i - 1] + u[p][i + 1];
  free(b);
}

void keep(double **t);
void escapes(int p) {
  int n = 20;
  double *b = malloc(2 * n * sizeof(double));
  double *u[2] = {&b[0], &b[n]};
  keep(u);
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'u[p]' is loaded from memory in the loop (the table 'u' is written in a loop or in the construct, or its address escapes) [drsat]}}
  for (int i = 1; i < n - 1; i++)
    u[1 - p][i] = u[p][i - 1] + u[p][i + 1];
  free(b);
}

void two_objects(int p) {
  double x[20], y[20];
  double *u[2] = {x, y};
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'u[p]' is loaded from memory in the loop (its entries are not all known, in one object) [drsat]}}
  for (int i = 1; i < 19; i++)
    u[1 - p][i] = u[p][i - 1];
}

void written_in_construct(int p) {
  double b[40];
  double *u[2] = {&b[0], &b[20]};
  // the accesses through u are left out (the table changes), the table's
  // own entry u[0] is a race
  #pragma omp parallel for // expected-note {{not every access pair of the construct was decided (pointer 'u[p]' is loaded from memory in the loop (the table 'u' is written in a loop or in the construct, or its address escapes)): it may have more races}}
  for (int i = 1; i < 19; i++) {
    u[1 - p][i] = u[p][i - 1]; // expected-note 2 {{conflicting read of 'u' here}}
    u[0] = &b[1]; // expected-warning {{data race on 'u': write of u[0] in iteration i=1 conflicts with read in iteration i=2 when p=0 [drsat]}} expected-warning {{data race on 'u': write of u[0] in iteration i=1 conflicts with read in iteration i=2 when p=1 [drsat]}} expected-warning {{data race on 'u': write of u[0] in iteration i=1 conflicts with write in iteration i=2 [drsat]}} expected-note {{conflicting write of 'u' here}}
  }
}

// A library call given only numbers (rand) changes no global of the program
// whose address is never taken: n keeps its initial value in main.
int n = 20;
int c[100];
int main(void) {
  for (int i = 0; i < n; i++)
    c[i] = rand();
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    c[i + n] = c[i]; // expected-warning {{data race on 'c': write of c[20] in iteration i=0 conflicts with read in iteration i=20 [drsat]}} expected-note {{conflicting read of 'c' here}}
  return 0;
}

// entries set at an index that is not a constant, or differently on two
// paths, are not known
void unknown_entries(int p, int k, int c) {
  double b[40];
  double *u[2] = {&b[0], &b[20]};
  u[k] = &b[1];
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'u[p]' is loaded from memory in the loop (the entries of 'u' are not known here) [drsat]}}
  for (int i = 1; i < 19; i++)
    u[1 - p][i] = u[p][i - 1];
  double *v[2] = {&b[0], &b[20]};
  if (c)
    v[1] = &b[1];
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'v[p]' is loaded from memory in the loop (the entries of 'v' are not known here) [drsat]}}
  for (int i = 1; i < 19; i++)
    v[1 - p][i] = v[p][i - 1];
}

// an entry moved by ++ or += before the construct is not known
void entry_moved(int p) {
  double b[40];
  double *u[2] = {&b[0], &b[20]};
  u[1]++;
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'u[p]' is loaded from memory in the loop (its entries are not all known, in one object) [drsat]}}
  for (int i = 1; i < 19; i++)
    u[1 - p][i] = u[p][i - 1];
  double *v[2] = {&b[0], &b[20]};
  v[1] += 2;
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'v[p]' is loaded from memory in the loop (its entries are not all known, in one object) [drsat]}}
  for (int i = 1; i < 19; i++)
    v[1 - p][i] = v[p][i - 1];
}


// the twin of entry_store: the stored entry overlaps the other row
void entry_store_overlap(int p) {
  int n = 20;
  double *b = malloc(2 * n * sizeof(double));
  double *u[2] = {&b[0], &b[n]};
  u[1] = &b[1];
  // expected-note@+3 {{assuming 'u[p][i - 1]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  // expected-note@+2 {{assuming 'u[p][i + 1]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  // expected-note@+1 {{assuming 'u[1 - p][i]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  #pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    u[1 - p][i] = u[p][i - 1] + u[p][i + 1]; // expected-warning {{data race on 'b': write of b[2] in iteration i=1 conflicts with read in iteration i=3 when p=0 [drsat]}} expected-warning {{data race on 'b': write of b[3] in iteration i=3 conflicts with read in iteration i=1 when p=1 [drsat]}} expected-note 2 {{conflicting read of 'b' here}}
  free(b);
}
