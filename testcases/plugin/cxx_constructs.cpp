// C++: templates are analysed per instantiation (`#pragma drs` loops only
// as written: dependent); range-based loops over an array variable are
// (diag/cxx_range_for.cpp).
// RUN: %cc1 -verify=expected %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s

template <typename T> void fill(T *a, int n) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}} remarks-note@+1 {{in the instantiation 'fill<int>'}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = T();
}

template <typename T> void fill_drs(T *a, int n) {
  // expected-warning@+1 {{loop not analyzed: dependent code in a template [drsat]}} remarks-warning@+1 {{loop not analyzed: dependent code in a template [drsat]}}
  #pragma drs
  for (int i = 0; i < n; i++)
    a[i] = T();
}

void use(int *a) { fill(a, 10); fill_drs(a, 10); }

int arr[10];

void ranged() {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp parallel for
  for (int &x : arr)
    x = 0;
}
