// Aliasing drsat can see is used, not assumed away: a static function
// whose every call binds two pointer parameters to one array (`f(buf, buf)`,
// `f(buf, buf + 1)`) races through the alias; a pointer set to a global's
// address (`p = &g`) writes that global.  The twins: calls that keep the
// parameters far enough apart, and a pointer to one global written next to
// another.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

static void shift_same(int *x, int *y) {
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    // expected-warning@+2 {{data race on 'x': write of x[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'x' here}}
    x[i] = y[i + 1];
}
void call_same(void) {
  int buf[100];
  shift_same(buf, buf);
}

static void copy_offset(int *x, int *y) {
  #pragma omp parallel for
  for (int i = 0; i < 60; i++)
    // expected-warning@+2 {{data race on 'x': write of x[50] in iteration i=50 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'x' here}}
    x[i] = y[i];
}
void call_offset(void) {
  int buf[200];
  copy_offset(buf, buf + 50);
  copy_offset(buf + 100, buf + 150);
}

static void copy_far(int *x, int *y) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    x[i] = y[i];
}
void call_far(void) {
  int buf[200];
  copy_far(buf, buf + 50);
  copy_far(buf + 100, buf + 150);
}

int g, h;

void through_address(void) {
  int *p = &g;
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    // expected-warning@+2 {{data race on 'g': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'g' here}}
    *p = i;
}

void other_global(int *out) {
  int *p = &g;
  // remarks-remark@+3 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+2 {{assuming 'out' and 'g' do not alias (pointer of unknown origin and a named variable)}}
  // remarks-note@+1 {{assuming 'out' and 'h' do not alias (pointer of unknown origin and a named variable)}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    out[i] = *p + h;
}

// copy_far's twin whose address is taken: a call through the pointer may
// bind its parameters otherwise, so no alias is read from the visible call
// and the verdict states the non-aliasing it rests on.
static void copy_far_escaped(int *x, int *y) {
  // remarks-remark@+2 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+1 {{assuming 'y' and 'x' do not alias (different pointer variables of unknown origin)}}
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    x[i] = y[i];
}
void (*keep_far)(int *, int *) = copy_far_escaped;
void call_far_escaped(void) {
  int buf[200];
  copy_far_escaped(buf, buf + 50);
}
