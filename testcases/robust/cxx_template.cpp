// C++ templates and dependent types: loops in templates are not analysed,
// neither as written nor per instantiation; never reported race-free.
// RUN: %cc1 -std=c++17 -plugin-arg-drsat remarks -verify %s

template <typename T> void shift(T *a, int n) {
  // expected-warning@+1 {{loop not analyzed: dependent code in a template [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i + 1];
}

template <typename T> void dependent_var(T *a, T n) {
  // expected-warning@+1 {{loop not analyzed: dependent code in a template [drsat]}}
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

void use(int *p, long *q) {
  shift(p, 10);
  dependent_var(q, 10L);
  Buf<8> b;
  b.fill();
}
