// Range-based for loops: as the construct's loop (OpenMP accepts them;
// analysed, diag/cxx_range_for.cpp) and inside one, where they are not
// analysed, never race-free.
// RUN: %cc1 -std=c++17 -plugin-arg-drsat remarks -verify %s

int a[100];

void construct_loop() {
#pragma omp parallel for
  for (int &x : a)
    x = a[0];  // expected-warning {{data race on 'a': write of a[0] in iteration #x=0 conflicts with read in iteration #x=1 [drsat]}} expected-note {{conflicting read of 'a' here}}
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
