// Target constructs drsat does not model yet: each says so, none is
// reported race-free.
// RUN: %cc1 -verify %s

int a[100], x;
const int tab[4] = {0, 1, 2, 3};

void target_nowait(void) {
  #pragma omp target nowait map(tofrom: a) // expected-warning {{region not analyzed: '#pragma omp parallel for' in '#pragma omp target nowait' is not modelled yet [drsat]}}
  #pragma omp parallel for // expected-warning {{loop not analyzed: it is nested in '#pragma omp target' at line 9, which is not analyzed [drsat]}}
  for (int i = 0; i < 100; i++)
    a[i] = i;
  #pragma omp taskwait
}

void combined_nowait_reduction(void) {
  #pragma omp target parallel for nowait reduction(+: x) map(tofrom: a) // expected-warning {{loop not analyzed: '#pragma omp target parallel for nowait' with 'reduction', 'lastprivate' or 'linear' is not modelled yet [drsat]}}
  for (int i = 0; i < 100; i++)
    x += a[i];
  #pragma omp taskwait
}

void update_nowait(void) {
  #pragma omp target update from(x) nowait // expected-warning {{region not analyzed: '#pragma omp target update nowait' (a deferred target task) is not modelled yet [drsat]}}
  #pragma omp taskwait
}

void orphaned_distribute(void) {
  #pragma omp distribute // expected-warning {{loop not analyzed: '#pragma omp distribute' outside a 'teams' construct is not modelled yet [drsat]}}
  for (int i = 0; i < 100; i++)
    a[i] = i;
}

void teams_parallel(void) {
  #pragma omp target teams // expected-warning {{region not analyzed: '#pragma omp parallel' in '#pragma omp target teams' is not modelled yet [drsat]}}
  {
    #pragma omp parallel
    x++;
  }
}

void teams_region_composite(void) {
  #pragma omp target teams // expected-warning {{region not analyzed: '#pragma omp distribute parallel for' in '#pragma omp target teams' is not modelled yet [drsat]}}
  {
    x = 1;
    #pragma omp distribute parallel for
    for (int i = 0; i < 100; i++)
      a[i] = i;
  }
}

void team_private_shared_by_threads(void) {
  int t = 0;
  #pragma omp target teams private(t)
  #pragma omp distribute parallel for // expected-warning {{loop not analyzed: 't', private to each team of '#pragma omp target teams' and shared by its threads, is not modelled yet [drsat]}}
  for (int i = 0; i < 100; i++)
    t = a[i];
}

void target_in_region(void) {
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp target' in '#pragma omp parallel' is not modelled yet [drsat]}}
  {
    #pragma omp target map(tofrom: x)
    x++;
  }
}

void default_map(void) {
  int k = 1;
  #pragma omp target parallel for defaultmap(tofrom: scalar) map(tofrom: a) // expected-warning {{loop not analyzed: 'defaultmap' on '#pragma omp target parallel for' at line 70 is not modelled yet [drsat]}}
  for (int i = 0; i < 50; i++)
    a[i * k] = 0;
}

void tasks_on_device(void) {
  #pragma omp target map(tofrom: a)
  {
    #pragma omp task // expected-warning {{region not analyzed: '#pragma omp task' is not modelled yet [drsat]}}
    a[0] = 1;
  }
}

void table_allocated(void) {
  #pragma omp target map(alloc: tab) map(tofrom: a)
  #pragma omp parallel for // expected-warning {{loop not analyzed: the contents of 'tab' on the device are not known at '#pragma omp target' at line 84 [drsat]}}
  for (int i = 0; i < 4; i++)
    a[tab[i]] = i;
}

typedef struct omp_lock_s *omp_lock_t;
void omp_set_lock(omp_lock_t *);
void omp_unset_lock(omp_lock_t *);
omp_lock_t l;

void critical_on_the_device(void) {
  // the device thread's critical is another contention group's
  #pragma omp target nowait map(tofrom: x) // expected-warning {{region not analyzed: '#pragma omp critical' in '#pragma omp target nowait' is not modelled yet [drsat]}}
  {
    #pragma omp critical
    x++;
  }
  #pragma omp critical
  x++;
  #pragma omp taskwait
}

void bump(void) {
  omp_set_lock(&l);
  x++;
  omp_unset_lock(&l);
}

void lock_on_the_device(void) {
  #pragma omp target nowait map(tofrom: x) // expected-warning {{region not analyzed: a lock in the body of '#pragma omp target nowait' is not modelled yet [drsat]}}
  bump();
  bump();
  #pragma omp taskwait
}

void other_directives_on_the_host(void) {
  #pragma omp target nowait map(tofrom: x) // expected-warning {{region not analyzed: '#pragma omp parallel for' in a function with '#pragma omp target nowait' is not modelled yet [drsat]}}
  x++;
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[i] = i;
  #pragma omp taskwait
}

void returns_before_the_wait(int n) {
  // the caller's code would run while the task still writes a
  #pragma omp target nowait map(tofrom: a) // expected-warning {{region not analyzed: a target task may still run when 'returns_before_the_wait' returns (no 'taskwait' before it); not modelled yet [drsat]}}
  a[0] = 1;
  if (n)
    return;
  #pragma omp taskwait
}

void never_waits(void) {
  #pragma omp target nowait map(tofrom: a) // expected-warning {{region not analyzed: a target task may still run when 'never_waits' returns (no 'taskwait' before it); not modelled yet [drsat]}}
  a[0] = 1;
}

void target_task_default_map(void) {
  int k = 1;
  #pragma omp target nowait defaultmap(tofrom: scalar) map(tofrom: a) // expected-warning {{region not analyzed: '#pragma omp target' with 'defaultmap' is not modelled yet [drsat]}}
  a[k] = 0;
  #pragma omp taskwait
}

void combined_nowait_host_not_analyzed(void) {
  // the loop's values come from host code nothing checks against the task
  #pragma omp target parallel for nowait map(tofrom: a) // expected-warning {{region not analyzed: '#pragma omp parallel for' in a function with '#pragma omp target nowait' is not modelled yet [drsat]}} expected-warning {{loop not analyzed: the host code around '#pragma omp target parallel for nowait' is not analyzed [drsat]}}
  for (int i = 0; i < 100; i++)
    a[i] = i;
  #pragma omp parallel for // expected-note {{'x' is read after the loop: consider lastprivate(x)}}
  for (int i = 0; i < 100; i++)
    x = i; // expected-warning {{data race on 'x': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 'x' here}}
  #pragma omp taskwait
}

void if_on_a_region_with_target_tasks(int n) {
  #pragma omp parallel if(n > 4) // expected-warning {{region not analyzed: 'if' on a region with target tasks is not modelled yet [drsat]}}
  {
    #pragma omp target nowait map(tofrom: a)
    a[0] = 1;
    #pragma omp taskwait
  }
}
