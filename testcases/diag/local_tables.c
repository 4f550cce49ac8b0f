// A local array of the construct's function with a constant initialiser
// that the function only reads element by element is a read-only table
// (plugin/SymTable.cpp) like a file-scope one: `a[t[i]]` over a
// permutation is race-free, over a table with a repeat a race with the
// two iterations named.  A fill that copies it (`idx[i] = t[i]`, how an
// LLM translates Fortran's index arrays into a heap table) knows idx as
// that table.  A table written, or whose address is passed on, stays
// unknown contents: a possible race naming the elements it needs.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s
#include <stdlib.h>

void permuted(double *a) {
  int t[6] = {3, 0, 5, 1, 4, 2};
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 6; i++)
    a[t[i]] = i;
}

void repeated(double *a) {
  int t[6] = {3, 0, 5, 1, 3, 2};
#pragma omp parallel for
  for (int i = 0; i < 6; i++)
    a[t[i]] = i; // expected-warning {{data race on 'a': write of a[3] in iteration i=0 conflicts with write in iteration i=4 [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void copied(double *base, int n) {
  int *idx = malloc(6 * sizeof(int));
  int t[6] = {10, 12, 14, 16, 18, 20};
  for (int i = 0; i < 6; i++)
    idx[i] = t[i];
#pragma omp parallel for // expected-remark {{loop is free of data races: 3 access pairs checked [drsat]}} expected-note {{assuming 'idx' and 'base' do not alias (different pointer variables of unknown origin)}}
  for (int i = 0; i < 6; i++) {
    base[idx[i]] += 1;
    base[idx[i] + 1] += 2;
  }
}

void copied_overlap(double *base) {
  int *idx = malloc(6 * sizeof(int));
  int t[6] = {10, 12, 14, 15, 18, 20};
  for (int i = 0; i < 6; i++)
    idx[i] = t[i];
#pragma omp parallel for // expected-note {{assuming 'idx' and 'base' do not alias (different pointer variables of unknown origin)}}
  for (int i = 0; i < 6; i++) {
    base[idx[i]] += 1; // expected-warning {{data race on 'base': write of base[15] in iteration i=3 conflicts with write in iteration i=2 [drsat]}}
    base[idx[i] + 1] += 2; // expected-note {{conflicting write of 'base' here}}
  }
}

void written(double *a, int k) {
  int t[6] = {3, 0, 5, 1, 4, 2};
  t[k] = 0;
#pragma omp parallel for
  for (int i = 0; i < 6; i++)
    a[t[i]] = i; // expected-warning {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 if t[0] = 0, t[1] = 0 (contents of 't' are not known here) [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void keep(int *p);
void escapes(double *a) {
  int t[6] = {3, 0, 5, 1, 4, 2};
  keep(t);
#pragma omp parallel for // expected-note {{assuming 'a' and 't' do not alias (pointer of unknown origin and a named array)}}
  for (int i = 0; i < 6; i++)
    a[t[i]] = i; // expected-warning {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 if t[0] = 0, t[1] = 0 (contents of 't' are not known here) [drsat]}} expected-note {{conflicting write of 'a' here}}
}

// the initialiser's values as the element type holds them: 259 is 3
void wrapped(double *a) {
  unsigned char t[6] = {3, 0, 5, 1, 259, 2}; // expected-warning {{implicit conversion from 'int' to 'unsigned char' changes value from 259 to 3}}
#pragma omp parallel for
  for (int i = 0; i < 6; i++)
    a[t[i]] = i; // expected-warning {{data race on 'a': write of a[3] in iteration i=0 conflicts with write in iteration i=4 [drsat]}} expected-note {{conflicting write of 'a' here}}
}
