// C++ containers: `v[i]` of std::vector and std::array is element i of the
// elements the variable owns (a private or firstprivate copy owns its
// own); through a reference, of a container of unknown identity whose not
// aliasing another is a stated assumption.  v.size() is one unknown per
// container (never more than PTRDIFF_MAX bytes' worth), std::array's its
// extent.  Before the construct the containers may be built and resized;
// in it, only subscripts, size(), empty() and data() (a pointer to element
// 0 of the same elements).  Run through the driver, with
// the C++ library's headers.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

#include <array>
#include <cstddef>
#include <vector>

std::vector<double> g(100);

void shift(std::vector<double> &v) {
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    v[i] = v[i + 1]; // expected-warning {{data race on 'v': write of v[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}} expected-note {{conflicting read of 'v' here}}
}

void scale_to_size(std::vector<double> &v) {
  #pragma omp parallel for // expected-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (std::size_t i = 0; i < v.size(); i++)
    v[i] = v[i] * 2;
}

void reverse_in_place(std::vector<double> &v) {
  #pragma omp parallel for
  for (std::size_t i = 0; i < v.size(); i++)
    v[i] = v[v.size() - 1 - i]; // expected-warning {{data race on 'v': write of v[0] in iteration i=0 conflicts with read in iteration i=1 when v.size()=2 [drsat]}} expected-note {{conflicting read of 'v' here}}
}

void from_a_global(std::vector<double> &v) {
  #pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}} expected-note {{assuming 'v' and 'g' do not alias (pointer of unknown origin and a named array)}}
  for (int i = 0; i < 99; i++)
    v[i] = g[i + 1];
}

void two_references(std::vector<double> &v, const std::vector<double> &w) {
  #pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}} expected-note {{assuming 'w' and 'v' do not alias (different pointer variables of unknown origin)}}
  for (int i = 0; i < 10; i++)
    v[i] = w[i];
}

void own_vectors(int n) {
  std::vector<double> a(n, 1.0), b(n);
  a.push_back(2.0);
  #pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < n; i++)
    b[i] = a[i] + a[i + 1];
}

void resized_before(std::vector<double> &v) {
  std::size_t s = v.size();
  v.resize(2 * s);
  #pragma omp parallel for // expected-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (std::size_t i = 0; i < s; i++)
    v[i + s] = v[i];
}

void copy_per_thread(std::vector<double> v, int n) {
  #pragma omp parallel for firstprivate(v) // expected-remark {{loop is free of data races: 0 access pairs checked [drsat]}}
  for (int i = 0; i < n; i++)
    v[0] = i;
}

void one_copy_for_all(std::vector<double> v, int n) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    v[0] = i; // expected-warning {{data race on 'v': write of v[0] in iteration i=0 conflicts with write in iteration i=1 when n=2 [drsat]}} expected-note {{conflicting write of 'v' here}}
}

void fixed_array() {
  std::array<int, 8> a{};
  #pragma omp parallel for
  for (int i = 0; i < (int)a.size() - 1; i++)
    a[i] = a[i + 1]; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}} expected-note {{conflicting read of 'a' here}}
}

void fixed_array_own_elements() {
  std::array<int, 8> a{};
  #pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (std::size_t i = 0; i < a.size(); i++)
    a[i] = (int)i;
}

void bits(std::vector<bool> &b) {
  // std::vector<bool> hands out proxies, not elements: not modelled
  #pragma omp parallel for // expected-warning {{loop not analyzed: a call of an overloaded operator or a lambda ('b[i] = true') is not modelled [drsat]}}
  for (int i = 0; i < 10; i++)
    b[i] = true;
}

void grows_in_the_loop(std::vector<double> &v, int n) {
  #pragma omp parallel for // expected-warning {{loop not analyzed: call of 'resize' on a C++ container is not modelled [drsat]}}
  for (int i = 0; i < n; i++)
    v.resize(i);
}


void resized_overlapping(std::vector<double> &v) {
  // the racy twin of resized_before: the copy overlaps its source
  std::size_t s = v.size();
  v.resize(2 * s);
  #pragma omp parallel for
  for (std::size_t i = 0; i < s; i++)
    v[i + s - 1] = v[i]; // expected-warning {{data race on 'v': write of v[1] in iteration i=0 conflicts with read in iteration i=1 when v.size()=2 [drsat]}} expected-note {{conflicting read of 'v' here}}
}

// v.data() points at the elements v[i] names: p[i + 1] against v[i] is
// one array (before, p was a pointer of unknown origin assumed apart from
// v: a wrong race-free)
void data_shifted(std::vector<double> &v, int n) {
  double *p = v.data();
  #pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    p[i + 1] = v[i]; // expected-warning {{data race on 'v': write of v[1] in iteration i=0 conflicts with read in iteration i=1 when n=3 [drsat]}} expected-note {{conflicting read of 'v' here}}
}

void data_same_element(std::vector<double> &v, int n) {
  double *p = v.data();
  #pragma omp parallel for // expected-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < n; i++)
    p[i] = 2 * v[i];
}

void data_in_the_body(std::array<int, 64> &a) {
  #pragma omp parallel for
  for (int i = 0; i < 63; i++)
    a.data()[i] = a[i + 1]; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}} expected-note {{conflicting read of 'a' here}}
}

void data_of_own_vector(int n) {
  // q[i - 1] is w[i]: each iteration its own element
  std::vector<int> w(n);
  int *q = w.data() + 1;
  #pragma omp parallel for // expected-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 1; i < n; i++)
    q[i - 1] = 2 * w[i];
}
