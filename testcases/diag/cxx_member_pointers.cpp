// A pointer member read in a member function (`this->data`) is one value in
// the construct when nothing it runs can store a pointer (SymFieldPtr.cpp).
// The diagnostics are written at the end of the lines they are reported on.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s
// C++: a member function's `data[i]` is `this->data[i]`
struct Grid {
  int n;
  double *data;
  void scale() {
#pragma omp parallel for // expected-remark {{loop is free of data races: 2 access pairs checked [drsat]}} // expected-note {{assuming 'this' and 'data' do not alias (different pointer variables of unknown origin)}}
    for (int i = 0; i < n; i++)
      data[i] = data[i] * 2;
  }
  void shift() {
#pragma omp parallel for // expected-note {{assuming 'this' and 'data' do not alias (different pointer variables of unknown origin)}}
    for (int i = 1; i < n; i++)
      data[i] = data[i - 1]; // expected-warning {{possible data race on 'data': write of data[1] in iteration i=1 conflicts with read in iteration i=2 if this[0] = 3 (contents of 'this' are not known here) [drsat]}} // expected-note {{conflicting read of 'data' here}}
  }
  void grow(double *more) {
#pragma omp parallel for // expected-note {{not every access pair of the construct was decided (pointer 'data' is loaded from memory in the loop (the construct may store a pointer or a structure)): it may have more races}}
    for (int i = 0; i < n; i++) {
      data[i] = 0; // expected-note {{conflicting read of 'this' here}}
      if (i == 0)
        data = more; // expected-warning {{possible data race on 'this': write of this->data in iteration i=0 conflicts with read in iteration i=1 if this[0] = 2 (contents of 'this' are not known here) [drsat]}}
    }
  }
};
void use(Grid &g, double *m) {
  g.scale();
  g.shift();
  g.grow(m);
}
