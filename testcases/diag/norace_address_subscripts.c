// A pointer formed from subscripts (`&u[i][ny][0]`, NPB LU's exact(),
// passed to a helper that writes p[m]) stays within the arrays its
// subscripts index (C11 6.5.6; one past the end only as the operand of &),
// so rows never meet through an out-of-range `ny`; the verdict states it.
// Racy twin: race_address_subscripts.c.  (Before: a race with ny=25.)
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

double u[12][13][5], s[12], flat[100][100];
int ny;

static void set(double *p) {
  for (int m = 0; m < 5; m++)
    p[m] = 1.0;
}
static double get(const double *p) { return p[0] + p[4]; }

void faces(void) {
  // remarks-remark@+4 {{loop is free of data races: 4 access pairs checked}}
  // remarks-note@+3 {{assuming 'p[m]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  // remarks-note@+2 {{assuming 'p[0]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  // remarks-note@+1 {{assuming 'p[4]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  #pragma omp parallel for
  for (int i = 0; i < 12; i++) {
    set(&u[i][ny][0]);
    s[i] = get(&u[i][12][0]);
  }
}
