// A call of a function defined in the file is executed through its body:
// parameters bound to the arguments (pointers keep their object, so r[j]
// with j = i is the iteration's own element), locals and parameters are the
// call's own (a pointer parameter changed in the callee is its copy),
// several returns merge like the branches of an if.  Race-free twins of
// race_calls_body.c.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int omp_get_thread_num(void);
int a[100], g;
static void upd(double *r, int j) { r[j] = 0; }
static int sq(int v) {
  if (v < 0)
    return -v;
  return v * v;
}
static void set_next(int *p) {
  p++;
  *p = 1;
}
static void locked_bump(void) {
  #pragma omp critical
  g++;
}

void own_element(double *r) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    upd(r, i);
}

void value_through_returns(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[sq(i)] = i;
}

void pointer_parameter_copy(void) {
  // remarks-remark@+2 {{loop is free of data races: 1 access pairs checked [drsat]}}
  // remarks-note@+1 {{assuming '*p' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  #pragma omp parallel for
  for (int i = 0; i < 40; i++)
    set_next(&a[2 * i]);
}

void critical_in_callee(void) {
  // remarks-remark@+1 {{region is free of data races: 0 access pairs checked [drsat]}}
  #pragma omp parallel
  locked_bump();
}

static void fill(int *r, int n) {
  for (int k = 0; k < n; k++)
    r[k] = 0;
}
#define FILL_ROW(x) fill(&a[(x) * 10], 10)

void rows_through_a_macro(void) {
  // remarks-remark@+2 {{loop is free of data races: 1 access pairs checked [drsat]}}
  // remarks-note@+1 {{assuming 'r[k]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    FILL_ROW(i);
}

static int twice(int v) { return 2 * v; }

void call_in_one_arm(int c) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[c ? twice(i) : i] = 1;
}
