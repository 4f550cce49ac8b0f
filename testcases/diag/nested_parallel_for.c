// A `parallel for` that is the whole body of a loop construct (`parallel
// for`, `for`, a `distribute` form) runs its iterations in a team of its
// own: they race with each other and with those of other outer iterations,
// as if the two loops were collapsed.  Races need nested parallelism
// (OMP_MAX_ACTIVE_LEVELS >= 2; checked with TSan + Archer).  What the
// collapsed view cannot say is "not analyzed": an inner reduction into a
// variable the outer loop shares, OpenMP runtime calls inside (thread
// numbers repeat across the inner teams), clauses that limit the threads.
// RUN: %cc1 -verify %s
// RUN: %cc1 -verify=remarks -plugin-arg-drsat remarks %s

int omp_get_thread_num(void);
int a[1000];
double b[1000], s;

// disjoint blocks: race-free
void blocks(void) {
#pragma omp parallel for // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
  for (int i2 = 0; i2 < 1000; i2 += 100)
#pragma omp parallel for
    for (int i = i2; i < i2 + 100; i++)
      a[i] = a[i] + 1;
}

// one element per outer iteration, written by every inner iteration
void same_element(void) {
#pragma omp parallel for // expected-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}} remarks-note {{assuming nested parallel regions}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      a[i2] += i; // expected-warning {{data race on 'a': write of a[0] in iteration i2=0, i=0 conflicts with write in iteration i2=0, i=1 [drsat]}} expected-note {{conflicting write of 'a' here}} remarks-warning {{data race on 'a'}} remarks-note {{conflicting write}}
}

// across outer iterations: a[i] for every i2
void across_outer(void) {
#pragma omp parallel for // expected-note {{assuming nested parallel regions}} remarks-note {{assuming nested parallel regions}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      a[i] = i2; // expected-warning {{data race on 'a': write of a[0] in iteration i2=0, i=0 conflicts with write in iteration i2=1, i=0 [drsat]}} expected-note {{conflicting write of 'a' here}} remarks-warning {{data race on 'a'}} remarks-note {{conflicting write}}
}

// an inner temporary: private to each inner thread, or a race
void temporaries(void) {
  int t;
#pragma omp parallel for private(t) // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for private(t)
    for (int i = 0; i < 100; i++) {
      t = i2 * 100 + i;
      a[t] = i;
    }
#pragma omp parallel for // expected-note {{assuming nested parallel regions}} remarks-note {{assuming nested parallel regions}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for
    for (int i = 0; i < 100; i++) {
      t = i2 * 100 + i; // expected-warning {{data race on 't': write in iteration i2=0, i=0 conflicts with write in iteration i2=0, i=1 [drsat]}} expected-note {{conflicting write of 't' here}} remarks-warning {{data race on 't'}} remarks-note {{conflicting write}} expected-warning {{data race on 't': write in iteration i2=0, i=0 conflicts with read in iteration i2=0, i=1 [drsat]}} remarks-warning {{data race on 't'}}
      a[t] = i; // expected-note {{conflicting read of 't' here}} remarks-note {{conflicting read}} expected-warning {{data race on 'a': write of a[0] in iteration i2=0, i=0 conflicts with write in iteration i2=0, i=1 [drsat]}} expected-note {{conflicting write of 'a' here}} remarks-warning {{data race on 'a'}} remarks-note {{conflicting write}}
    }
  // private to an outer iteration, shared by the inner team
#pragma omp parallel for private(t) // expected-warning {{loop not analyzed: 't', private to each iteration of the enclosing loop, is shared by the threads of nested '#pragma omp parallel for' at line 63 and written there; not modelled yet [drsat]}} remarks-warning {{loop not analyzed}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for
    for (int i = 0; i < 100; i++) {
      t = i2 * 100 + i;
      a[t] = i;
    }
}

// reductions: into the outer loop's own copy, or into a shared variable
void reductions(void) {
#pragma omp parallel for reduction(+:s) // remarks-remark {{loop is free of data races: 0 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 100; i++)
      s += b[i2 * 100 + i];
#pragma omp parallel for // expected-warning {{loop not analyzed: the reduction of nested '#pragma omp parallel for' at line 79 combines into a variable the enclosing loop shares; not modelled yet [drsat]}} remarks-warning {{loop not analyzed}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 100; i++)
      s += b[i];
}

// target offload: teams distribute around parallel for (DataRaceBench's
// DRB097 shape: a teams reduction, reduced again by the inner loop)
void offload(void) {
#pragma omp target map(to: b) map(tofrom: s)
#pragma omp teams num_teams(10) thread_limit(256) reduction(+:s)
#pragma omp distribute // remarks-remark {{loop is free of data races: 0 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions}}
  for (int i2 = 0; i2 < 1000; i2 += 256)
#pragma omp parallel for reduction(+:s)
    for (int i = i2; i < (i2 + 256 < 1000 ? i2 + 256 : 1000); i++)
      s += b[i] * b[i];
#pragma omp target teams distribute map(tofrom: a) // expected-note {{assuming nested parallel regions}} remarks-note {{assuming nested parallel regions}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      a[i2] = i; // expected-warning {{data race on 'a': write of a[0] in iteration i2=0, i=0 of team 0 conflicts with write in iteration i2=0, i=1 of team 0 [drsat]}} expected-note {{conflicting write of 'a' here}} remarks-warning {{data race on 'a'}} remarks-note {{conflicting write}}
#pragma omp target teams distribute map(tofrom: a) // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      a[i2 * 100 + i] = i;
}

// what the collapsed view cannot say
void not_modelled(int n) {
#pragma omp parallel for // expected-warning {{loop not analyzed: a call of the OpenMP runtime inside nested '#pragma omp parallel for' at line 110 is not modelled yet [drsat]}} remarks-warning {{loop not analyzed}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      a[omp_get_thread_num()] = i;
  // one outer thread: the outer iterations run in order, the inner not
#pragma omp parallel for num_threads(1) // expected-warning {{loop not analyzed: the nested '#pragma omp parallel for' at line 116 under 'if', 'num_threads', or a 'num_teams' or 'thread_limit' that is not a constant of at least 2, is not modelled yet [drsat]}} remarks-warning {{loop not analyzed}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      a[i] = i2;
  // one team: its distribute iterations run in order
#pragma omp target teams distribute num_teams(1) map(tofrom: a) // expected-warning {{loop not analyzed: the nested '#pragma omp parallel for' at line 122}} remarks-warning {{loop not analyzed}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      a[i] = i2;
  // an inner team of one thread: not this shape at all
#pragma omp parallel for // expected-warning {{loop not analyzed: '#pragma omp parallel for' inside the loop is not modelled [drsat]}} remarks-warning {{loop not analyzed}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for num_threads(n) // expected-warning {{loop not analyzed: '#pragma omp parallel for' nested in '#pragma omp parallel for' at line 126 (run by each of its iterations) is not modelled yet [drsat]}} remarks-warning {{loop not analyzed}}
    for (int i = 0; i < 100; i++)
      a[i2 * 100 + i] = i;
}

// a region of one thread around `for`: its iterations run in order, the
// inner ones not
void region_one_thread(void) {
#pragma omp parallel num_threads(1)
  {
#pragma omp for // expected-warning {{loop not analyzed: the nested '#pragma omp parallel for' at line 140 under a condition for the outer iterations to run at once ('if', 'num_threads' here or on the enclosing region) is not modelled yet [drsat]}} remarks-warning {{loop not analyzed}}
    for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for
      for (int i = 0; i < 100; i++)
        a[i2] = i;
  }
}

// `for` in a region of any number of threads
void region_any(void) {
#pragma omp parallel
  {
#pragma omp for // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions}}
    for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for
      for (int i = 0; i < 100; i++)
        a[i2 * 100 + i] = i;
  }
}

// Twins that found holes: an outer-private array written by element, a
// global struct written by a called function, the runtime called from a
// called function.  Each would be race-free in the collapsed view.
struct pair { int x, y; } gp;
static void touch(void) { gp.x = 1; }
static int tid(void) { return omp_get_thread_num(); }
void hidden_writes(void) {
  int buf[4];
#pragma omp parallel for private(buf) // expected-warning {{loop not analyzed: 'buf', private to each iteration of the enclosing loop, is shared by the threads of nested '#pragma omp parallel for' at line 168 and written there; not modelled yet [drsat]}} remarks-warning {{loop not analyzed}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      buf[i % 4] = i;
#pragma omp parallel for private(gp) // expected-warning {{loop not analyzed: 'gp', private to each iteration of the enclosing loop, is shared by the threads of nested '#pragma omp parallel for' at line 173 and written there; not modelled yet [drsat]}} remarks-warning {{loop not analyzed}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      touch();
#pragma omp parallel for // expected-warning {{loop not analyzed: a call of the OpenMP runtime inside nested '#pragma omp parallel for' at line 178 is not modelled yet [drsat]}} remarks-warning {{loop not analyzed}}
  for (int i2 = 0; i2 < 10; i2++)
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      a[tid()] = i;
}
