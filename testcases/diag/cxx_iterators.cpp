// Worksharing loops over random-access iterators of std::vector and
// std::array (OpenMP 5.2, 4.4.1): an iterator is the pointer it wraps,
// begin() element 0 of the elements `v[i]` names, end() one past the last;
// `*it`, `it[n]`, `it->m`, `it + n` and `it - v.begin()` follow.  The
// witness names the logical iteration, `#it=k`.  Other iterators (reverse,
// std::vector<bool>'s), the variable changed in the body, start and bound
// in different containers: not modelled, named.  Run through the driver,
// with the C++ library's headers.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

#include <array>
#include <iterator>
#include <vector>

struct P { double x, y; };

void each(std::vector<double> &v) {
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (auto it = v.begin(); it != v.end(); ++it)
    *it *= 2;
}

void neighbour(std::vector<double> &v) {
  // expected-warning-re@+3 {{data race on 'v': write of v[{{[0-9]+}}] in iteration #it={{[0-9]+}} conflicts with read in iteration #it={{[0-9]+}} when v.size()={{[0-9]+}} [drsat]}}
#pragma omp parallel for
  for (auto it = v.begin(); it < v.end(); it++)
    *it = it[1]; // expected-note {{conflicting read of 'v' here}}
}

void neighbour_fixed(std::array<double, 2> &a) {
  // two iterations: the pair is unique
  // expected-warning@+3 {{data race on 'a': write of a[1] in iteration #it=1 conflicts with read in iteration #it=0 [drsat]}}
#pragma omp parallel for
  for (auto it = a.begin(); it != a.end(); ++it)
    *it = *(it + 1); // expected-note {{conflicting read of 'a' here}}
}

void strided(int n) {
  std::vector<double> w(n);
  // begin() + 1, + 3, ...: writes odd elements, reads even ones
  // expected-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (std::vector<double>::iterator it = w.begin() + 1; it < w.end(); it += 2)
    it[0] = *(it - 1);
}

void members(std::vector<P> &ps) {
  // expected-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (auto it = ps.begin(); it < ps.end(); it++)
    it->x = it->y;
}

void first_element(std::array<double, 64> &a) {
  // expected-warning@+3 {{data race on 'a': write of a[0] in iteration #it=0 conflicts with read in iteration #it=1 [drsat]}}
#pragma omp parallel for
  for (auto it = a.begin(); it != a.end(); ++it)
    *it = a[0]; // expected-note {{conflicting read of 'a' here}}
}

void by_position(std::vector<double> &w) {
  // `it - w.begin()` is the element's position: the same element
  // expected-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (auto it = w.begin(); it != w.end(); ++it)
    w[it - w.begin()] = 2 * *it;
}

void assigned(std::vector<double> &v) {
  std::vector<double>::iterator it;
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (it = v.begin(); it != v.end(); ++it)
    *it = 0;
}

template <class T> void scale(std::vector<T> &v, T s) {
  // expected-remark@+2 {{loop is free of data races: 1 access pairs checked [drsat]}}
  // expected-note@+1 {{in the instantiation 'scale<float>'}}
#pragma omp parallel for
  for (auto it = v.begin(); it != v.end(); ++it)
    *it *= s;
}
template void scale<float>(std::vector<float> &, float);

void moved_in_body(std::vector<double> &w) {
  // expected-warning@+1 {{loop not analyzed: loop is not in canonical form: loop variable 'it' is modified in the loop body [drsat]}}
#pragma omp parallel for
  for (auto it = w.begin(); it != w.end(); ++it) {
    ++it;
    *it = 0;
  }
}

void two_containers(std::vector<double> &v, std::vector<double> &w) {
  // expected-warning@+1 {{loop not analyzed: the start and the bound of 'it' do not point into one known object [drsat]}}
#pragma omp parallel for
  for (auto it = v.begin(); it != w.end(); ++it)
    *it = 0;
}

void reverse(std::vector<double> &w) {
  // expected-warning@+1 {{loop not analyzed: loop is not in canonical form: the loop variable 'it' is not an integer (of iterators, std::vector's and std::array's are modelled) [drsat]}}
#pragma omp parallel for
  for (auto it = w.rbegin(); it != w.rend(); ++it)
    *it = 0;
}

void bits(std::vector<bool> &f) {
  // expected-warning@+1 {{loop not analyzed: loop is not in canonical form: the loop variable 'it' is not an integer (of iterators, std::vector's and std::array's are modelled) [drsat]}}
#pragma omp parallel for
  for (auto it = f.begin(); it != f.end(); ++it)
    *it = true;
}

void free_begin_end(std::vector<double> &v) {
  // std::begin / std::end are begin() / end()
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (auto it = std::begin(v); it != std::end(v); ++it)
    *it = 1;
}

void array_begin_end(void) {
  double a[2];
  // of an array: element 0 and one past the last
  // expected-warning@+3 {{data race on 'a': write of a[1] in iteration #p=1 conflicts with read in iteration #p=0 [drsat]}}
#pragma omp parallel for
  for (double *p = std::begin(a); p != std::end(a); ++p)
    *p = a[1]; // expected-note {{conflicting read of 'a' here}}
}

void through_data(std::vector<double> &v) {
  // expected-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (double *p = v.data(); p < v.data() + v.size(); p++)
    *p = p[0] * 2;
}
