// Twin of race_user_names.c: the race-free remark's assumption names the
// reassigned pointer as the user wrote it.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

double *get(int);
int tab[100];

void reassigned(void) {
  double *p = get(1);
  p = get(2);
  // remarks-remark@+2 {{loop is free of data races: 2 access pairs checked}}
  // remarks-note@+1 {{assuming 'p' and 'tab' do not alias (pointer of unknown origin and a named array)}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    p[i] = tab[i] + p[i];
}
