// `#pragma omp parallel for` whose iterations touch disjoint elements.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100];
int b[200];

void same_element(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[i] = a[i] + 1;
}

void even_odd(void) {
  // Writes the even elements, reads the odd ones.
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    b[2 * i] = b[2 * i + 1];
}

void read_only_shared(void) {
  // a is only read: no candidate pair on it; b: one write site.
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    b[i] = a[0] + a[i] + a[99 - i];
}
