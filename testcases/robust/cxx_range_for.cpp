// Range-based for loops: as the construct's loop (OpenMP accepts them) and
// inside one.  Not analysed, never race-free.
// RUN: %cc1 -std=c++17 -plugin-arg-drsat remarks -verify %s

int a[100];

void construct_loop() {
  // expected-warning@+1 {{loop not analyzed: range-based 'for' loops are not modelled yet [drsat]}}
#pragma omp parallel for
  for (int &x : a)
    x = a[0];
}

void inner_loop() {
  // expected-warning@+1 {{loop not analyzed: a range-based 'for' is not modelled yet [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (int &x : a)
      x = i;
}

void drs_pragma() {
  // expected-warning@+1 {{'#pragma drs' is not followed by a for loop; ignored [drsat]}}
#pragma drs
  for (int &x : a)
    x = a[0];
}
