// C++20 std::span: a view of memory drsat does not see, so a span
// parameter of the construct's function is a container of unknown identity
// (like a pointer parameter: its not aliasing another is a stated
// assumption); s[i], s.size(), s.data() as for std::vector.  A span that is
// not such a parameter (a local view of a vector, a copy) or a private copy
// (which views the same memory) is not modelled.  Run through the driver
// with the C++ library's headers.
// RUN: %clang -std=c++20 -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

#include <span>
#include <vector>

void shift(std::span<double> s) {
#pragma omp parallel for
  for (int i = 0; i < (int)s.size() - 1; i++)
    s[i + 1] = s[i]; // expected-warning {{data race on 's': write of s[1] in iteration i=0 conflicts with read in iteration i=1 when s.size()=3 [drsat]}} expected-note {{conflicting read of 's' here}}
}

void own(std::span<double> s) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (std::size_t i = 0; i < s.size(); i++)
    s[i] = 2 * s[i];
}

void two(std::span<double> s, std::span<const double> t) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}} expected-note {{assuming 't' and 's' do not alias (different pointer variables of unknown origin)}}
  for (std::size_t i = 0; i < s.size(); i++)
    s[i] = t[i];
}

void private_copy(std::span<double> s) {
  // the copy views the same memory: s[i] against s[i - 1] races
#pragma omp parallel for firstprivate(s) // expected-warning {{loop not analyzed: a private copy of the container that 's' refers to is not modelled [drsat]}}
  for (std::size_t i = 1; i < s.size(); i++)
    s[i] = s[i - 1];
}

void data_of_span(std::span<double> s) {
  double *p = s.data();
#pragma omp parallel for
  for (std::size_t i = 1; i < s.size(); i++)
    p[i] = s[i - 1]; // expected-warning {{data race on 's': write of s[1] in iteration i=1 conflicts with read in iteration i=2 when s.size()=3 [drsat]}} expected-note {{conflicting read of 's' here}}
}

void local_view2(int n) {
  std::vector<double> w(n);
  std::span<double> s(w);
#pragma omp parallel for // expected-warning {{loop not analyzed: a std::span that is not a parameter of the function ('s') is not modelled [drsat]}}
  for (std::size_t i = 1; i < w.size(); i++)
    s[i] = w[i - 1];
}

void local_view3(std::span<double> t) {
  std::span<double> s = t;
#pragma omp parallel for // expected-warning {{loop not analyzed: a std::span that is not a parameter of the function ('s') is not modelled [drsat]}}
  for (std::size_t i = 1; i < t.size(); i++)
    s[i] = t[i - 1];
}
