// `if` and `num_threads` clauses: a parallel loop whose `if` is false, or
// whose team is num_threads(1), runs on one thread and cannot race; OpenMP
// 5.2 applies an `if` without a modifier to both constituents of `parallel
// for simd` (`parallel` and `simd`), `if(parallel: 0)` leaves the simd lanes
// and `if(simd: 0)` the threads.  A non-constant condition is a condition of
// the race query: the race exists when it holds, and the message names the
// values it needs ("when c=8"); a condition over memory drsat does not
// track makes the race a possible one.  A `for` in a region takes the
// region's `if`.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

int a[100], flags[4], x;
int get(void);

void constant_false(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for if(0)
  for (int i = 0; i < 99; i++)
    a[i] = a[i + 1];
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for num_threads(1)
  for (int i = 0; i < 99; i++)
    a[i] = a[i + 1];
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for simd if(0)
  for (int i = 0; i < 99; i++)
    a[i] = a[i + 1];
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp simd if(simd: 0)
  for (int i = 0; i < 99; i++)
    a[i] = a[i + 1];
}

void constant_true(void) {
#pragma omp parallel for if(1) num_threads(2)
  for (int i = 0; i < 99; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + 1];
}

void one_constituent_off(void) {
#pragma omp parallel for simd if(parallel: 0)
  for (int i = 0; i < 99; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + 1];
#pragma omp parallel for simd if(simd: 0)
  for (int i = 0; i < 99; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + 1];
#pragma omp parallel for simd num_threads(1)
  for (int i = 0; i < 99; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + 1];
}

void non_constant(int c, int n) {
#pragma omp parallel for if(c > 3)
  for (int i = 0; i < 99; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 when c=4 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + 1];
  if (c > 3)
    return;
  // c <= 3 here: one thread.
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for if(c > 3)
  for (int i = 0; i < 99; i++)
    a[i] = a[i + 1];
#pragma omp parallel for num_threads(n)
  for (int i = 0; i < 99; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 when n=2 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + 1];
}

void region_if(int c) {
#pragma omp parallel if(0)
  {
    // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp for
    for (int i = 0; i < 99; i++)
      a[i] = a[i + 1];
  }
#pragma omp parallel if(c)
  {
#pragma omp for
    for (int i = 0; i < 99; i++)
      // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 when c=1 [drsat]}}
      // expected-note@+1 {{conflicting read of 'a' here}}
      a[i] = a[i + 1];
  }
}

void untracked_condition(void) {
  // flags[0] may never exceed 2: whether two threads run is not known
#pragma omp parallel for if(flags[0] > 2)
  for (int i = 0; i < 99; i++)
    // expected-warning@+2 {{possible data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 if flags[0] = 3 (contents of 'flags' are not known here) [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + 1];
}

void team_from_a_call(void) {
  // a call's result is an input: the race needs it above 1
#pragma omp parallel num_threads(get())
  x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1 when get()=2 [drsat]}} expected-note {{conflicting write of 'x' here}}
}
