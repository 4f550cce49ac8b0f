// Racy twin of norace_address_subscripts.c: the subscripts of a pointer's
// formation stay in range, and neighbouring rows still race -- with a
// witness inside the array (ny=0, not one past the end or negative).  A
// flat walk from &a[0][0] is not restricted by the rule.
// RUN: %cc1 -verify %s

double u[12][13][5], s[12], flat[100][100];
int ny;

static void set(double *p) {
  for (int m = 0; m < 5; m++)
    p[m] = 1.0; // expected-warning {{data race on 'u': write of u[65] in iteration i=1, m=0 conflicts with read in iteration i=0 when ny=0 [drsat]}} expected-warning {{data race on 'u': write of u[69] in iteration i=1, m=4 conflicts with read in iteration i=0 when ny=0 [drsat]}}
}
static double get(const double *p) { return p[0] + p[4]; } // expected-note {{conflicting read of 'u' here}} expected-note {{conflicting read of 'u' here}}

void neighbour_rows(void) {
  // expected-note@+3 {{assuming 'p[m]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  // expected-note@+2 {{assuming 'p[0]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  // expected-note@+1 {{assuming 'p[4]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  #pragma omp parallel for
  for (int i = 0; i < 11; i++) {
    set(&u[i][ny][0]); // expected-note 2 {{in 'set' called here}}
    s[i] = get(&u[i + 1][ny][0]); // expected-note 2 {{in 'get' called here}}
  }
}

void flat_walk(int n) {
  double *p = &flat[0][0];
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 100; j++)
      // expected-warning@+2 {{data race on 'flat': write of flat[100] in iteration i=1, j=0 conflicts with read in iteration i=0, j=0 when n=2 [drsat]}}
      // expected-note@+1 {{conflicting read of 'flat' here}}
      p[i * 100 + j] = p[(i + 1) * 100 + j];
}
