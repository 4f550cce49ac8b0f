// Range-based `for` as the loop of a worksharing construct (OpenMP 5.2,
// 4.4.1): over an array, std::vector or std::array variable, logical
// iteration k binds a reference loop variable to element k (a use of it is
// an access of that element, of the same object as `v[k]`); a copy `T x`
// is private to the iteration and reads element k.  The witness names the
// iteration by the element's position, `#x=k`.  Collapsed, nested, in a
// region, under `#pragma drs`, over std::vector<bool> or over anything but
// a variable: not modelled yet, named.  Run through the driver, with the
// C++ library's headers.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

#include <array>
#include <vector>

struct P { double x, y; };
int g[100];

void each_element(std::vector<double> &v) {
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (double &x : v)
    x *= 2;
}

void each_member(std::vector<P> &ps) {
  // expected-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (P &p : ps)
    p.x = p.y;
}

void own_vector(int n) {
  std::vector<int> w(n);
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int &x : w)
    x++;
}

void copies(std::array<double, 8> &a) {
  // the copy is the iteration's own: writing it races with nothing
  // expected-remark@+1 {{loop is free of data races: 0 access pairs checked [drsat]}}
#pragma omp parallel for
  for (double x : a) {
    x = x * 2;
    (void)x;
  }
}

void element_zero(std::vector<double> &v) {
  // element 0 is iteration 0's x and every iteration's v[0]
#pragma omp parallel for
  for (double &x : v)
    x = v[0];  // expected-warning-re {{data race on 'v': write of v[0] in iteration #x=0 conflicts with read in iteration #x={{[1-9][0-9]*}} when v.size()={{[0-9]+}} [drsat]}} expected-note {{conflicting read of 'v' here}}
}

void array_element(void) {
#pragma omp parallel for
  for (int &x : g)
    x = g[0];  // expected-warning {{data race on 'g': write of g[0] in iteration #x=0 conflicts with read in iteration #x=1 [drsat]}} expected-note {{conflicting read of 'g' here}}
}

void shared_sum(std::vector<double> &v) {
  double s = 0;
  // expected-note@+1 {{add 'reduction(+:s)' to the directive}}
#pragma omp parallel for
  for (double x : v)
    s += x;  // expected-warning-re {{data race on 's': write in iteration #x={{[0-9]+}} conflicts with write in iteration #x={{[0-9]+}} when v.size()={{[0-9]+}} [drsat]}} expected-note {{conflicting write of 's' here}}
  (void)s;
}

void through_copy_index(std::array<int, 10> &a) {
  // g[x] with x read from a: two elements of a may hold the same index
  // expected-note@+1 {{assuming 'a' and 'g' do not alias (pointer of unknown origin and a named array)}}
#pragma omp parallel for
  for (int x : a)
    g[x] = 1;  // expected-warning-re {{possible data race on 'g': write of g[{{[0-9]+}}] in iteration #x={{[0-9]+}} conflicts with write in iteration #x={{[0-9]+}} if a[{{[0-9]+}}] = {{[0-9]+}}, a[{{[0-9]+}}] = {{[0-9]+}} (contents of 'a' are not known here) [drsat]}} expected-note {{conflicting write of 'g' here}}
}

template <class T> void instantiated(std::vector<T> &v) {
  // expected-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}} expected-note@+1 {{in the instantiation 'instantiated<int>'}}
#pragma omp parallel for
  for (T &x : v)
    x = x + 1;
}
template void instantiated<int>(std::vector<int> &);

void bits(std::vector<bool> &vb, int *o) {
  // expected-warning@+1 {{loop not analyzed: a range-based 'for' over a std::vector<bool> ('vb': bits, not objects) is not modelled [drsat]}}
#pragma omp parallel for
  for (bool b : vb)
    o[0] = b;
}

void collapsed(std::vector<double> &v) {
  // expected-warning@+1 {{loop not analyzed: a range-based 'for' among collapsed loops is not modelled yet [drsat]}}
#pragma omp parallel for collapse(2)
  for (int i = 0; i < 4; i++)
    for (double &x : v)
      x = i;
}

void in_region(std::vector<double> &v) {
  // expected-warning@+1 {{region not analyzed: '#pragma omp for' loop not modelled: a range-based 'for' in a region is not modelled yet [drsat]}}
#pragma omp parallel
  {
    v[0] = 1;
#pragma omp barrier
    // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp for
    for (double &x : v)
      x += 1;
  }
}

void not_a_variable(std::vector<double> &v) {
  // expected-warning@+1 {{loop not analyzed: a range-based 'for' over something other than a variable is not modelled yet [drsat]}}
#pragma omp parallel for
  for (int x : {1, 2, 3})
    v[x] = 0;
}

void alias_inside(std::array<double, 4> &v) {
  // a local reference to the element is the element (cxx_references.cpp)
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (double &x : v) {
    double &y = x;
    y = 0;
  }
}
