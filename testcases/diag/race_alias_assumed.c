// Every non-aliasing a verdict rests on is stated: a pointer returned by a
// call may point into a local array whose address was passed to a call
// before, or at a global the loop reads; an array whose address never
// leaves the function needs no such assumption.  Before the loop, a write
// through a pointer of unknown origin may change any global: the values
// known before it are forgotten (no assumption is made for the code before
// the loop), so the race that needs `g != 0` is possible, not excluded.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

int *keep(int *p);
int *fresh(void);

void escaped_local(void) {
  int loc[100];
  int *p = keep(loc);
  // remarks-remark@+2 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+1 {{assuming 'p' and 'loc' do not alias (pointer of unknown origin and a named array)}}
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    loc[i] = p[i + 1];
}

void private_local(void) {
  int loc[100];
  int *p = fresh();
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    loc[i] = p[i + 1];
}

int g;
int a[100];

void write_before(int *p) {
  g = 0;
  *p = 5;
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    if (g != 0)
      // expected-warning@+2 {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 (value of 'g' after a write through a pointer is not tracked here) [drsat]}}
      // expected-note@+1 {{conflicting write of 'a' here}}
      a[0] = i;
}

void write_then_set(int *p) {
  *p = 5;
  g = 0;
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    if (g != 0)
      a[0] = i;
}
