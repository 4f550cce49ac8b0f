// std::swap of two pointer variables exchanges their values and keeps
// neither address (SymSyntax.cpp, pointerSwap): a time loop that swaps its
// buffers with it rotates them (SymRotate.cpp).  A function of the
// program's own that takes them by reference still takes their addresses.
// The diagnostics are written at the end of the lines they are reported on.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s
#include <utility>
#include <vector>

// std::swap of the two buffers after each step
void jacobi(double *a, double *b, int n, int nsteps) {
  for (int t = 0; t < nsteps; t++) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}} // expected-note {{assuming 'a' and 'b' do not alias (different pointer variables of unknown origin)}}
    for (int i = 1; i < n - 1; i++)
      b[i] = (a[i - 1] + a[i + 1]) / 2;
    std::swap(a, b);
  }
}

// the swap before the step, of two new[] buffers: executed on the way to
// the construct
void swap_first(int n, int nsteps) {
  double *a = new double[n], *b = new double[n];
  for (int t = 0; t < nsteps; t++) {
    std::swap(a, b);
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 1; i < n - 1; i++)
      b[i] = (a[i - 1] + a[i + 1]) / 2;
  }
}

// the same, two buffers of one allocation: not distinct objects
void one_buffer(int n, int nsteps) {
  double *a = new double[2 * n], *b = a + n;
  for (int t = 0; t < nsteps; t++) {
#pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'a' is modified in a loop [drsat]}}
    for (int i = 1; i < n - 1; i++)
      b[i] = (a[i - 1] + a[i + 1]) / 2;
    std::swap(a, b);
  }
}

// a race inside each step stays one
void racy(double *a, double *b, int n, int nsteps) {
  for (int t = 0; t < nsteps; t++) {
#pragma omp parallel for // expected-note {{assuming 'a' and 'b' do not alias (different pointer variables of unknown origin)}}
    for (int i = 1; i < n - 1; i++)
      b[i] = b[i - 1] + a[i]; // expected-warning {{data race on 'b': write of b[1] in iteration i=1 conflicts with read in iteration i=2 when n=4 [drsat]}} // expected-note {{conflicting read of 'b' here}}
    std::swap(a, b);
  }
}

// a function of the program's own named swap: its reference parameters
// take the pointers' addresses
template <class T> void swap2(T &x, T &y) {
  T t = x;
  x = y;
  y = t;
}
void own_swap(double *a, double *b, int n, int nsteps) {
  for (int t = 0; t < nsteps; t++) {
#pragma omp parallel for // expected-warning {{loop not analyzed: the address of pointer 'a' is taken [drsat]}}
    for (int i = 1; i < n - 1; i++)
      b[i] = a[i - 1] + a[i + 1];
    swap2(a, b);
  }
}
