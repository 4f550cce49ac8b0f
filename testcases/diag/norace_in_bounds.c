// The in-bounds rule (DESIGN.md, race query item 5; C11 J.2): every
// subscript of an array whose extent is known lies within it, so rows of a
// declared array or a VLA never overlap through unknown loop bounds, and the
// race-free verdict states the assumption.  Twin: race_out_of_bounds.c.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

double u[64][5];
int ist, iend, jst, jend;

void fixed_rows(int k) {
  // u[i][k] against itself: the flat offset 40 * i + 8 * k never meets for
  // two different i, whatever k -- no assumption needed
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = ist; i <= iend; i++)
    u[i][k] = 0.0;
}

void inner_rows(void) {
  // i and j may be any values for all drsat knows (globals set elsewhere),
  // but u[i][j] with j outside [0, 5) would be undefined
  // remarks-remark@+2 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+1 {{assuming every subscript of 'u' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  #pragma omp parallel for
  for (int i = ist; i <= iend; i++)
    for (int j = jst; j <= jend; j++)
      u[i][j] = 0.0;
}

void vla_rows(int n, int m, int k) {
  double w[n][m];
  // remarks-remark@+2 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+1 {{assuming every subscript of 'w' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    w[i][k] = 1.0;
  (void)w[0][0];
}
