// Target tasks: `target nowait` is a deferred task that a device thread
// runs, from its creation until its creator's next taskwait (or barrier),
// at the same time as the host's later code and its sibling tasks.  In a
// function outside any parallel region the host thread and its target
// tasks are one construct.  Racy twins of norace_target_tasks.c.
// RUN: %cc1 -verify %s

int omp_get_thread_num(void);
int a[100], b[100], x;

void host_reads_early(void) {
  #pragma omp target nowait map(tofrom: a)
  for (int i = 0; i < 100; i++)
    a[i] = i; // expected-warning {{data race on 'a': write of a[3] in the task created at line 12 (i=3) conflicts with read in thread 0 [drsat]}}
  b[3] = a[3]; // expected-note {{conflicting read of 'a' here}}
  #pragma omp taskwait
}

void dependence_on_the_wrong_item(void) {
  #pragma omp target nowait map(tofrom: a) depend(out: a)
  for (int i = 0; i < 100; i++)
    a[i] = i; // expected-warning {{data race on 'a': write of a[0] in the task created at line 20 (i=0) conflicts with read in the task created at line 23 (i=0) [drsat]}}
  #pragma omp target nowait map(tofrom: a, b) depend(in: b)
  for (int i = 0; i < 100; i++)
    b[i] = a[i]; // expected-note {{conflicting read of 'a' here}}
  #pragma omp taskwait
}

void mapped_scalar(void) {
  #pragma omp target nowait map(tofrom: x)
  x++; // expected-warning {{data race on 'x': write in the task created at line 30 conflicts with read in thread 0 [drsat]}}
  a[0] = x; // expected-note {{conflicting read of 'x' here}}
  #pragma omp taskwait
}

void if_false_still_deferred(void) {
  // if(0): the host device runs the region, still as a deferred task
  #pragma omp target nowait if(0) map(tofrom: x)
  x = 1; // expected-warning {{data race on 'x': write in the task created at line 38 conflicts with write in thread 0 [drsat]}}
  x = 2; // expected-note {{conflicting write of 'x' here}}
  #pragma omp taskwait
}

void rounds_without_dependences(void) {
  for (int k = 0; k < 4; k++) {
    #pragma omp target nowait map(tofrom: a)
    for (int i = 0; i < 100; i++)
      a[i] += k; // expected-warning {{data race on 'a': write of a[0] in the task created at line 46 (k=1, i=0) conflicts with write in the task created at line 46 (k=0, i=0) [drsat]}} expected-note {{conflicting write of 'a' here}}
  }
  #pragma omp taskwait
}

void from_a_single(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp target nowait map(tofrom: a)
    for (int i = 0; i < 100; i++)
      a[i] = i; // expected-warning {{data race on 'a': write of a[5] in the task created at line 57 (i=5) conflicts with read in thread 0 [drsat]}}
    b[0] = a[5]; // expected-note {{conflicting read of 'a' here}}
    #pragma omp taskwait
  }
}

void device_thread_number(void) {
  // on the device the task runs on thread 0: every thread's task writes a[0]
  #pragma omp parallel
  {
    #pragma omp target nowait map(tofrom: a)
    a[omp_get_thread_num()] = 1; // expected-warning {{data race on 'a': write of a[0] in the task created at line 69 by thread 0 conflicts with write in the task created at line 69 by thread 1 [drsat]}} expected-note {{conflicting write of 'a' here}}
    #pragma omp taskwait
  }
}

void helper(void) {
  #pragma omp target nowait map(tofrom: a)
  a[0] = 1; // expected-warning {{data race on 'a': write of a[0] in the task created at line 76 by thread 0 conflicts with write in the task created at line 76 by thread 1 [drsat]}} expected-note {{conflicting write of 'a' here}}
  #pragma omp taskwait
}

void called_by_every_thread(void) {
  #pragma omp parallel
  helper(); // expected-note {{in 'helper' called here}} expected-note {{in 'helper' called here}}
}

int main(void) {
  // main's end needs no taskwait: the program ends there
  #pragma omp target nowait map(tofrom: a)
  a[1] = 1; // expected-warning {{data race on 'a': write of a[1] in the task created at line 88 conflicts with read in thread 0 [drsat]}}
  b[1] = a[1]; // expected-note {{conflicting read of 'a' here}}
  return 0;
}

void combined_form_host_reads(void) {
  // a combined loop form with nowait: its iterations are one target task
  // against the host (and a loop of their own among themselves)
  #pragma omp target teams distribute parallel for nowait map(tofrom: a)
  for (int i = 0; i < 100; i++)
    a[i] = i; // expected-warning {{data race on 'a': write of a[7] in the task created at line 97 (i=7) conflicts with read in thread 0 [drsat]}}
  b[0] = a[7]; // expected-note {{conflicting read of 'a' here}}
  #pragma omp taskwait
}

void combined_form_iterations(void) {
  #pragma omp target teams distribute parallel for nowait map(tofrom: a)
  for (int i = 0; i < 99; i++)
    a[i + 1] = a[i]; // expected-warning {{data race on 'a': write of a[1] in iteration i=0 of team 0 conflicts with read in iteration i=1 of team 0 [drsat]}} expected-note {{conflicting read of 'a' here}}
  #pragma omp taskwait
}

void combined_form_in_a_single(void) {
  #pragma omp parallel
  #pragma omp single
  {
    #pragma omp target parallel for nowait map(tofrom: a)
    for (int i = 0; i < 100; i++)
      a[i] = i; // expected-warning {{data race on 'a': write of a[1] in the task created at line 115 (i=1) conflicts with read in thread 0 [drsat]}}
    b[1] = a[1]; // expected-note {{conflicting read of 'a' here}}
    #pragma omp taskwait
  }
}

void team_of_one(void) {
  // one thread in the team, but a device thread runs the task
  #pragma omp parallel num_threads(1)
  {
    #pragma omp target nowait map(tofrom: a)
    a[0] = 1; // expected-warning {{data race on 'a': write of a[0] in the task created at line 127 conflicts with read in thread 0 [drsat]}}
    b[0] = a[0]; // expected-note {{conflicting read of 'a' here}}
    #pragma omp taskwait
  }
}

void block_scope_externs(void) {
  // two block-scope declarations of one global: one variable
  extern int gx;
  #pragma omp target nowait map(tofrom: gx)
  gx = 1; // expected-warning {{data race on 'gx': write in the task created at line 137 conflicts with read in thread 0 [drsat]}}
  {
    extern int gx;
    b[gx] = 2; // expected-note {{conflicting read of 'gx' here}}
  }
  #pragma omp taskwait
}
int gx;
