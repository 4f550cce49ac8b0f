// Array reductions: `reduction(+:a)` on a whole array, or on an array
// section that covers every element of it (`a[0:10]`, `a[:]`, `m[0:4][:]`),
// gives each thread its own copy of the array: no race on it.  A section
// that covers only part of the object (or one reached through a pointer)
// leaves the rest shared, which is not modelled: not analyzed.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

int a[10], c[10], m[4][3];

void whole_sections(int *b) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked [drsat]}}
#pragma omp parallel for reduction(+:a[0:10])
  for (int i = 0; i < 100; i++)
    a[i % 10] += b[i];
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked [drsat]}}
#pragma omp parallel for reduction(+:a[:])
  for (int i = 0; i < 100; i++)
    a[i % 10] += b[i];
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked [drsat]}}
#pragma omp parallel for reduction(+:a)
  for (int i = 0; i < 100; i++)
    a[i % 10] += b[i];
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked [drsat]}}
#pragma omp parallel for reduction(+:m[0:4][:])
  for (int i = 0; i < 100; i++)
    m[i % 4][i % 3] += b[i];
}

void not_reduced(int *b) {
  // expected-note@+1 {{assuming 'b' and 'c' do not alias (pointer of unknown origin and a named array)}}
#pragma omp parallel for reduction(+:a[0:10])
  for (int i = 0; i < 100; i++) {
    a[i % 10] += b[i];
    // expected-warning@+2 {{data race on 'c': write of c[0] in iteration i=0 conflicts with write in iteration i=10 [drsat]}}
    // expected-note@+1 {{conflicting write of 'c' here}}
    c[i % 10] += b[i];
  }
}

void part_of_the_object(int *b, int *p) {
  // expected-warning@+1 {{loop not analyzed: reduction: a list item on part of 'a' (array section or element) is not modelled [drsat]}}
#pragma omp parallel for reduction(+:a[0:5])
  for (int i = 0; i < 100; i++)
    a[i % 5] += b[i];
  // expected-warning@+1 {{loop not analyzed: reduction: a list item on part of 'm' (array section or element) is not modelled [drsat]}}
#pragma omp parallel for reduction(+:m[1:3][:])
  for (int i = 0; i < 100; i++)
    m[1 + i % 3][0] += b[i];
  // expected-warning@+1 {{loop not analyzed: reduction: a list item on part of 'p' (array section or element) is not modelled [drsat]}}
#pragma omp parallel for reduction(+:p[0:10])
  for (int i = 0; i < 100; i++)
    p[i % 10] += b[i];
}
