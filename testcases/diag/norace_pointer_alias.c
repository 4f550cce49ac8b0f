// Pointers of unknown origin are assumed not to alias other pointers or
// named arrays.  The loops are reported race-free, and the assumption the
// verdict rests on is stated next to the remark.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int g[100];

void two_pointers(int *p, int *q, int n) {
  // remarks-remark@+2 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+1 {{assuming 'q' and 'p' do not alias (different pointer variables of unknown origin)}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    p[i] = q[i + 1];
}

void pointer_and_array(int *p) {
  // p may point into g (e.g. p == g would race): the verdict needs the
  // assumption, so it must be stated.
  // remarks-remark@+2 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note-re@+1 {{assuming '{{p|g}}' and '{{p|g}}' do not alias}}
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    p[i] = g[i + 1];
}
