// Races of plain worksharing loops, and of regions whose workers are all
// threads, are first looked for without Z3 (solver/drs_runrace.c): every
// input takes the same small value (0, 1, 2, 3, 4, 8; then ranked values,
// race_by_running_locals.c), the loops run as the
// program runs them, and two points of different iterations (in a region:
// threads 0 and 1 in the same phase) whose accesses meet -- each within the
// bounds the query assumes -- are the witness, worded as Z3's would be
// ("when" lists the inputs the pair's terms read and vary with).  What the runs do not
// show goes to Z3 as before: a race that needs larger inputs, a symbol the
// terms read without varying with it, and every race-free verdict.  The
// verbose line counts the races found by running; `no-race-runs` turns them
// off, and both ways word the races alike.  (lit runs every test with
// `verify-runs`: each race found so is checked against its Z3 query.)
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat no-race-runs -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s
// RUN: %cc1 -plugin-arg-drsat no-race-runs -plugin-arg-drsat verbose %s 2>&1 | FileCheck --check-prefix=Z3 %s

double a[100], b[3][100];
int q[2][4];

// CHECK: 'parallel for' in 'constant_bounds': race; 2 accesses, 2 pairs checked, 1 solved (1 races found by running the loops);
// Z3: 'parallel for' in 'constant_bounds': race; 2 accesses, 2 pairs checked, 1 solved;
void constant_bounds(void) {
#pragma omp parallel for
  for (int i = 0; i < 99; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + 1];
}

// n = 0 and n = 1 run no pair of iterations; n = 2 does
// CHECK: 'parallel for' in 'input_bound': race; 2 accesses, 2 pairs checked, 1 solved (1 races found by running the loops);
void input_bound(int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 when n=2 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i + 1] = a[i];
}

// the sequential loop around: its first iteration, named in "when"
// CHECK: 'parallel for' in 'outer_loop': race; 2 accesses, 2 pairs checked, 1 solved (1 races found by running the loops);
void outer_loop(void) {
  for (int k = 0; k < 3; k++) {
#pragma omp parallel for
    for (int i = 0; i < 99; i++)
      // expected-warning@+2 {{data race on 'b': write of b[0][1] in iteration i=1 conflicts with read in iteration i=0 when k=0 [drsat]}}
      // expected-note@+1 {{conflicting read of 'b' here}}
      b[k][i] = b[k][i + 1];
  }
}

// n is read, but the subscript does not vary with it: whether it is
// constant is Z3's to say (no "when n=...")
// CHECK: 'parallel for' in 'read_not_varying': race; 2 accesses, 2 pairs checked, 1 solved;
void read_not_varying(int n) {
#pragma omp parallel for
  for (int i = 0; i < 50; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i + n - n] = a[i + 1];
}

// n = 8 is the largest input tried: Z3 finds n = 100
// CHECK: 'parallel for' in 'far_inputs': race; 2 accesses, 2 pairs checked, 1 solved;
void far_inputs(int n) {
#pragma omp parallel for
  for (int i = 0; i < 50; i++)
    if (n >= 100)
      // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 when n=100 [drsat]}}
      // expected-note@+1 {{conflicting read of 'a' here}}
      a[i] = a[i + 1];
}

// At m = 8, q[0][4] is q[1][0] in memory, but that point leaves the row
// the in-bounds rule keeps it in: no race is found by running, and Z3
// proves the loop race-free under the rule.
// CHECK: 'parallel for' in 'rows_in_bounds': race-free; 1 accesses, 1 pairs checked, 1 solved;
void rows_in_bounds(int m) {
#pragma omp parallel for
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < m; j++)
      q[i * i][j] = 1;
}

// its racy twin: the rows meet within bounds
// CHECK: 'parallel for' in 'rows_meet': race; 1 accesses, 1 pairs checked, 1 solved (1 races found by running the loops);
void rows_meet(int m) {
#pragma omp parallel for
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < m; j++)
      // expected-warning@+2 {{data race on 'q': write of q[0][0] in iteration i=0, j=0 conflicts with write in iteration i=1, j=0 when m=1 [drsat]}}
      // expected-note@+1 {{conflicting write of 'q' here}}
      q[i * i - i][j] = 1;
}

// every element is touched by one iteration only: the points that meet are
// of the same iteration, no race
// CHECK: 'parallel for' in 'same_iteration_only': race-free; 2 accesses, 2 pairs checked, 2 solved;
void same_iteration_only(void) {
#pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[i * i] = a[i * i] + 1;
}

// Regions: threads 0 and 1 of a team of at least two, in one phase.
int x, z;
int omp_get_thread_num(void);

// CHECK: 'parallel' in 'shared_scalar': race; 2 accesses, 2 pairs checked, 2 solved (2 races found by running the loops);
// Z3: 'parallel' in 'shared_scalar': race; 2 accesses, 2 pairs checked, 2 solved;
void shared_scalar(void) {
#pragma omp parallel
  {
    int t = x; // expected-note {{conflicting read of 'x' here}}
    // expected-warning-re@+3 {{data race on 'x': write in thread {{[01]}} conflicts with read in thread {{[01]}} [drsat]}}
    // expected-warning@+2 {{data race on 'x': write in thread 0 conflicts with write in thread 1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'x' here}}
    x = t + 1;
  }
}

// a team of one: thread 1 is no thread of it
// CHECK: 'parallel' in 'one_thread': race-free; 2 accesses, 2 pairs checked, 2 solved;
void one_thread(void) {
#pragma omp parallel num_threads(1)
  {
    x = x + 1;
  }
}

// the same statement after a barrier: the phase in the witness; the write
// before the barrier and the one after never meet
// CHECK: 'parallel' in 'after_barrier': race; 2 accesses, 3 pairs checked, 2 solved (2 races found by running the loops);
void after_barrier(void) {
#pragma omp parallel
  {
    z = 1; // expected-warning {{data race on 'z': write in thread 0 conflicts with write in thread 1 [drsat]}} expected-note {{conflicting write of 'z' here}}
#pragma omp barrier
    z = 2; // expected-warning {{data race on 'z': write in thread 0 conflicts with write in thread 1 (after barrier 1) [drsat]}} expected-note {{conflicting write of 'z' here}}
  }
}

// the elements threads 0 and 1 write are apart: found by Z3 (threads 0, 4)
// CHECK: 'parallel' in 'team_size': race; 1 accesses, 1 pairs checked, 1 solved;
void team_size(int n) {
#pragma omp parallel num_threads(n)
  {
    // expected-warning-re@+2 {{data race on 'a': write of a[0] in thread 0 conflicts with write in thread 4 when n={{[0-9]+}} [drsat]}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[omp_get_thread_num() % 4] = 1;
  }
}

// a barrier in a loop: the phase is the loop's; the write of z and its read
// are a barrier apart (that pair is Z3's: race-free)
int y;
// CHECK: 'parallel' in 'loop_barrier': race; 3 accesses, 3 pairs checked, 3 solved (2 races found by running the loops);
void loop_barrier(void) {
#pragma omp parallel
  for (int k = 0; k < 4; k++) {
    if (k == 1)
      z = k; // expected-warning {{data race on 'z': write in thread 0 at k=1 conflicts with write in thread 1 at k=1 (after barrier 1) [drsat]}} expected-note {{conflicting write of 'z' here}}
#pragma omp barrier
    if (k == 1)
      y = z; // expected-warning {{data race on 'y': write in thread 0 at k=1 conflicts with write in thread 1 at k=1 (after barrier 2) [drsat]}} expected-note {{conflicting write of 'y' here}}
  }
}

// A teams loop: both iterations in team 0 (only a lock reads the team
// number: one held, as `critical` here, excludes only within a team, and
// that pair is Z3's).
double ta[100];
int tv;
// CHECK: 'teams distribute parallel for' in 'teams_loop': race; 2 accesses, 2 pairs checked, 1 solved (1 races found by running the loops);
void teams_loop(void) {
#pragma omp target map(tofrom: ta)
#pragma omp teams distribute parallel for
  for (int i = 1; i < 50; i++)
    // expected-warning@+2 {{data race on 'ta': write of ta[1] in iteration i=1 of team 0 conflicts with read in iteration i=2 of team 0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'ta' here}}
    ta[i] = ta[i - 1];
}

// CHECK: 'teams distribute parallel for' in 'teams_critical': race; 1 accesses, 1 pairs checked, 1 solved;
void teams_critical(void) {
#pragma omp target map(tofrom: tv)
#pragma omp teams distribute parallel for // expected-note {{add 'reduction(+:tv)' to the directive}}
  for (int i = 0; i < 50; i++) {
#pragma omp critical
    tv++; // expected-warning {{data race on 'tv': write in iteration i=0 of team 0 conflicts with write in iteration i=1 of team 1 [drsat]}} expected-note {{conflicting write of 'tv' here}}
  }
}
