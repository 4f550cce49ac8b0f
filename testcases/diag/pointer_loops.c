// Worksharing loops whose variable is a pointer (OpenMP 5.2, 4.4.1): the
// iterations are counted by their logical number #p = 0, 1, ... and in
// iteration k the pointer is its start plus k steps.  Start and bound must
// point into one object; `<=` counts the bound itself, `!=` needs a step of
// 1 or -1.  Collapsed, among a region's code, or with the variable changed
// in the body: not modelled yet, named.
// RUN: %cc1 -plugin-arg-drsat remarks -verify %s

double a[100], b[100];
struct pt { double x, y; } pts[50];

#define FOR_EACH(p, arr, n) for (double *p = (arr); p < (arr) + (n); p++)

void distance(int n) {
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (double *p = a; p < a + n; p++)
    *p = b[p - a];
}

void neighbour(void) {
  // two iterations: the pair is unique
  // expected-warning@+3 {{data race on 'a': write of a[1] in iteration #p=1 conflicts with read in iteration #p=0 [drsat]}}
#pragma omp parallel for
  for (double *p = a; p < a + 2; p++)
    *p = p[1]; // expected-note {{conflicting read of 'a' here}}
}

void odd_even(void) {
  // a + 1, a + 3, ...: writes odd elements, reads even ones
  // expected-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (double *p = a + 1; p <= a + 98; p += 2)
    p[0] = p[-1];
}

void odd_even_overlap(void) {
  // a + 1, a + 3: p[1] of the first is p[-1] of the second
  // expected-warning@+3 {{data race on 'a': write of a[2] in iteration #p=0 conflicts with read in iteration #p=1 [drsat]}}
#pragma omp parallel for
  for (double *p = a + 1; p < a + 4; p += 2)
    p[1] = p[-1]; // expected-note {{conflicting read of 'a' here}}
}

void inclusive_bound(void) {
  // `<=` stops at a + 9: a[10] is only read
  // expected-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (double *p = a; p <= a + 9; p++)
    *p = a[10];
}

void inclusive_bound_reached(void) {
  // ... and a + 10 is the last iteration (#p=1) of `<= a + 10`
  // expected-warning@+3 {{data race on 'a': write of a[10] in iteration #p=1 conflicts with read in iteration #p=0 [drsat]}}
#pragma omp parallel for
  for (double *p = a + 9; p <= a + 10; p++)
    *p = a[10]; // expected-note {{conflicting read of 'a' here}}
}

void downwards(void) {
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (double *p = a + 99; p != a; p--)
    *p = 1.0;
}

void downwards_race(void) {
  // a + 2, a + 1: the second writes what the first reads
  // expected-warning@+3 {{data race on 'a': write of a[1] in iteration #p=1 conflicts with read in iteration #p=0 [drsat]}}
#pragma omp parallel for
  for (double *p = a + 2; p > a; --p)
    *p = p[-1]; // expected-note {{conflicting read of 'a' here}}
}

void no_iteration(void) {
  // the start lies past the bound: no iteration runs
  // expected-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (double *p = a + 50; p < a + 10; p++)
    *p = a[20];
}

void members(void) {
  // expected-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (struct pt *q = pts; q < pts + 50; ++q)
    q->x = q->y;
}

void through_macro(int n) {
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  FOR_EACH(p, b, n)
    *p += 1.0;
}

void block_extern(void) {
  extern double ext[4];
  // expected-warning@+3 {{data race on 'ext': write of ext[0] in iteration #p=0 conflicts with read in iteration #p=1 [drsat]}}
#pragma omp parallel for
  for (double *p = ext; p < ext + 2; p++)
    *p = ext[0]; // expected-note {{conflicting read of 'ext' here}}
}

void local_pointer(int n) {
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (double *p = a; p < a + n; p++) {
    double *q = p + 1;
    *q = 0;
  }
}

void parameter(double *x, int n) {
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (double *p = x; p < x + n; p++)
    *p *= 2;
}

void simd_lanes(int n) {
  // distance 4 under safelen(4): never in one chunk of lanes
  // expected-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp simd safelen(4)
  for (double *p = a + 4; p < a + n; p++)
    *p = p[-4];
}

void plain_loop(void) {
  // expected-warning@+3 {{data race on 'a': write of a[1] in iteration #p=1 conflicts with read in iteration #p=0 [drsat]}}
#pragma drs
  for (double *p = a; p < a + 2; p++)
    *p = p[1]; // expected-note {{conflicting read of 'a' here}}
}

void two_objects(int n) {
  // expected-warning@+1 {{loop not analyzed: the start and the bound of 'p' do not point into one known object [drsat]}}
#pragma omp parallel for
  for (double *p = a; p < b + n; p++)
    *p = 0;
}

void changed_in_body(int n) {
  // expected-warning@+1 {{loop not analyzed: loop is not in canonical form: loop variable 'p' is modified in the loop body [drsat]}}
#pragma omp parallel for
  for (double *p = a; p < a + n; p++)
    *p++ = 0;
}

void not_equal_step(void) {
  // expected-warning@+1 {{loop not analyzed: loop is not in canonical form: '!=' needs a step of 1 or -1 [drsat]}}
#pragma omp parallel for
  for (double *p = a; p != a + 10; p += 2)
    *p = 0;
}

void plain_bound_changes(int n) {
  // expected-warning@+1 {{loop not analyzed: loop is not in canonical form: the bound changes in the loop ('n' is modified) [drsat]}}
#pragma drs
  for (double *p = a; p < a + n; p++) {
    *p = 0;
    n--;
  }
}

void collapsed(void) {
  // expected-warning@+1 {{loop not analyzed: loop is not in canonical form: a pointer or iterator loop variable ('p') among collapsed loops is not modelled yet [drsat]}}
#pragma omp parallel for collapse(2)
  for (double *p = a; p < a + 10; p++)
    for (int j = 0; j < 10; j++)
      p[j] = 0;
}

void in_region(int n) {
  // expected-warning@+1 {{region not analyzed: '#pragma omp for' loop not modelled: the loop variable 'p' is not an integer (a pointer loop is modelled only as a construct of its own, not yet among a region's code) [drsat]}}
#pragma omp parallel
  {
    a[0] = 1;
    // the loop alone, as a construct of its own:
    // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp for
    for (double *p = a + 1; p < a + n; p++)
      *p = 0;
  }
}

void compare_pointers(int n) {
  // only the iteration at a + 5 runs the body (pointers into one object
  // compare as their offsets)
  // expected-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (double *p = a; p < a + n; p++)
    if (p == a + 5)
      a[0] = *p;
}

void compare_pointers_race(void) {
  // expected-warning@+4 {{data race on 'a': write of a[1] in iteration #p=1 conflicts with read in iteration #p=2 [drsat]}}
#pragma omp parallel for
  for (double *p = a; p < a + 3; p++)
    if (p != a)
      *p = p[-1]; // expected-note {{conflicting read of 'a' here}}
}

void through_macro_race(void) {
  // expected-warning@+3 {{data race on 'b': write of b[1] in iteration #p=1 conflicts with read in iteration #p=0 [drsat]}}
#pragma omp parallel for
  FOR_EACH(p, b, 2)
    *p = p[1]; // expected-note {{conflicting read of 'b' here}}
}
