// The loop variable declared before the loop (local or global) is private
// to each iteration: writing it in the loop header is no race.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], b[100];
int g;

void local_before(void) {
  int i;
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (i = 0; i < 100; i++)
    a[i] = i;
}

void global_before(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (g = 0; g < 100; g++)
    b[g] = b[g] + a[g];
}

void declared_in_for(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    b[i] = 2 * a[i];
}
