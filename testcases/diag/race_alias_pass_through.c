// A pointer returned by a function of the file whose body is `return p;` is
// its argument: the aliasing is visible, so it is used (a race through the
// alias), not assumed away.  A function that does anything else keeps the
// pointer of unknown origin, with the assumption stated.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

static int *keep(int *p) { return p; }
static int *other(int *p, int k) { return p + k; }

void through_keep(void) {
  int loc[101];
  int *p = keep(loc);
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    // expected-warning@+2 {{data race on 'loc': write of loc[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'loc' here}}
    loc[i] = p[i + 1];
}

void through_keep_disjoint(void) {
  int loc[101];
  int *p = keep(loc);
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    loc[i] = p[i] + 1;
}

void not_a_pass_through(void) {
  int loc[101];
  int *p = other(loc, 1);
  // remarks-remark@+2 {{loop is free of data races: 1 access pairs checked [drsat]}}
  // remarks-note@+1 {{assuming 'p' and 'loc' do not alias (pointer of unknown origin and a named array)}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    loc[i] = p[i];
}
