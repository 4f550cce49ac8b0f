// `new T[n]` / `new T` of the global allocation function, with no placement
// arguments and no constructor to run, is a fresh object like malloc's
// (SymAddress.cpp, newObject); `delete` before the construct is free().
// Placement and class `new`, or one running a constructor: named.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

#include <new>
void fresh(int n) {
  double *a = new double[n], *b = new double[n]();
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + a[i + 1];
  delete[] a;
  delete[] b;
}

void one_object(int n) {
  double *a = new double[n];
  delete[] new double[4];
  double *b = a;
  // expected-warning@+4 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=2 when n=4 [drsat]}}
  // expected-warning@+3 {{data race on 'a': write of a[2] in iteration i=2 conflicts with read in iteration i=1 when n=4 [drsat]}}
#pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + a[i + 1]; // expected-note 2 {{conflicting read of 'a' here}}
}

struct Cell { Cell() : v(1) {} double v; };
void with_constructor(int n) {
  Cell *a = new Cell[n];
  Cell *b = new Cell[n];
  // expected-warning@+1 {{loop not analyzed: 'new Cell[n]' (a placement or class 'new', or one that runs a constructor) is not modelled [drsat]}}
#pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    b[i].v = a[i - 1].v;
}

void placement(int n, double *buf) {
  double *a = new (buf) double[n];
  double *b = new double[n];
  // expected-warning@+1 {{loop not analyzed: 'new (buf) double[n]' (a placement or class 'new', or one that runs a constructor) is not modelled [drsat]}}
#pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i];
}
