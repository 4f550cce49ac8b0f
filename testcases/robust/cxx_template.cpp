// C++ templates: a construct of a function template (or of a member of a
// class template) is analysed once per instantiation, with its types, and
// each diagnostic names the instantiation; `#pragma drs` and a template
// never instantiated stay "dependent code in a template".
// RUN: %cc1 -std=c++17 -plugin-arg-drsat remarks -verify %s

template <typename T> void shift(T *a, int n) {
  // expected-note@+1 {{in the instantiation 'shift<int>'}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i + 1]; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 when n=2 [drsat]}} expected-note {{conflicting read of 'a' here}}
}

template <typename T> void dependent_var(T *a, T n) {
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}} expected-note@+1 {{in the instantiation 'dependent_var<long>'}}
#pragma omp parallel for
  for (T i = 0; i < n; i++)
    a[i] = 0;
}

template <int N> struct Buf {
  int d[N];
  void fill() {
    // expected-warning@+1 {{loop not analyzed: dependent code in a template [drsat]}}
#pragma drs
    for (int i = 0; i < N - 1; i++)
      d[i] = d[i + 1];
  }
};

template <typename T> void never_used(T *a, int n) {
  // expected-warning@+1 {{loop not analyzed: dependent code in a template [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = 0;
}

template <int K> void stride(double *a) {
  // expected-note@+1 {{in the instantiation 'stride<1>'}} expected-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}} expected-note@+1 {{in the instantiation 'stride<2>'}}
#pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[i * K] = a[i * K + 1]; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}} expected-note {{conflicting read of 'a' here}}
}

void use(int *p, long *q) {
  shift(p, 10);
  dependent_var(q, 10L);
  double d[32];
  stride<1>(d);
  stride<2>(d);
  Buf<8> b;
  b.fill();
}
