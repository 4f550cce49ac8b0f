// C++: templates are not analysed (only as written, never instantiated),
// range-based loops are not modelled yet.
// RUN: %cc1 -verify %s

template <typename T> void fill(T *a, int n) {
  // expected-warning@+1 {{loop not analyzed: dependent code in a template [drsat]}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = T();
}

template <typename T> void fill_drs(T *a, int n) {
  // expected-warning@+1 {{loop not analyzed: dependent code in a template [drsat]}}
  #pragma drs
  for (int i = 0; i < n; i++)
    a[i] = T();
}

void use(int *a) { fill(a, 10); fill_drs(a, 10); }

int arr[10];

void ranged() {
  // expected-warning@+1 {{loop not analyzed: range-based 'for' loops are not modelled yet [drsat]}}
  #pragma omp parallel for
  for (int &x : arr)
    x = 0;
}
