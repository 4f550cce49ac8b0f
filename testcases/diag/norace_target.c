// Target offload without races: race-free twins of race_target.c.  One
// team runs its `distribute` iterations in order; critical and locks
// exclude the threads of one team; atomic excludes all; the device sees
// the host's values of what it gets copied.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

typedef struct omp_lock_s *omp_lock_t;
void omp_set_lock(omp_lock_t *);
void omp_unset_lock(omp_lock_t *);
int omp_get_team_num(void);
int a[100], b[100], x, y;

void target_parallel_for(void) {
  #pragma omp target parallel for map(tofrom: a) // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 99; i++)
    a[i] = a[i] + 1;
}

void target_around_parallel_for(void) {
  #pragma omp target map(tofrom: a)
  #pragma omp parallel for // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 99; i++)
    a[i] = a[i] + 1;
}

void distribute_one_team(void) {
  // one team: its initial thread runs the iterations in order
  #pragma omp target teams distribute num_teams(1) map(tofrom: a) // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 99; i++)
    a[i + 1] = a[i];
}

void distribute_atomic(void) {
  #pragma omp target teams distribute map(tofrom: x) // remarks-remark {{loop is free of data races: 0 access pairs checked [drsat]}}
  for (int i = 0; i < 100; i++) {
    #pragma omp atomic
    x++;
  }
}

void teams_atomic(void) {
  #pragma omp target teams distribute parallel for map(tofrom: x) // remarks-remark {{loop is free of data races: 0 access pairs checked [drsat]}}
  for (int i = 0; i < 100; i++) {
    #pragma omp atomic
    x++;
  }
}

void one_team_critical(void) {
  #pragma omp target teams distribute parallel for num_teams(1) map(tofrom: x) // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 100; i++) {
    #pragma omp critical
    x++;
  }
}

omp_lock_t l;

void one_team_lock(void) {
  #pragma omp target teams num_teams(1) map(tofrom: x)
  #pragma omp distribute parallel for // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 100; i++) {
    omp_set_lock(&l);
    x++;
    omp_unset_lock(&l);
  }
}

void one_team_one_thread(void) {
  #pragma omp target teams distribute parallel for num_teams(1) num_threads(1) map(tofrom: x) // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 100; i++)
    x++;
}

void team_number_distribute(void) {
  // a team's iterations run in order; teams write their own elements
  #pragma omp target teams distribute map(tofrom: a) // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 100; i++)
    a[omp_get_team_num()] += i;
}

void teams_region_own(void) {
  #pragma omp target teams num_teams(4) map(tofrom: a) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
    a[omp_get_team_num()] *= 2;
  }
}

void teams_region_one(void) {
  #pragma omp target teams num_teams(1) map(tofrom: a) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
    a[50] *= 2;
  }
}

void teams_region_atomic(void) {
  #pragma omp target
  #pragma omp teams // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}}
  {
    #pragma omp atomic
    y++;
  }
}

void teams_region_distribute(void) {
  #pragma omp target teams map(tofrom: a, b) // remarks-remark {{region is free of data races: 2 access pairs checked [drsat]}}
  {
    #pragma omp distribute // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      a[i] = i;
    b[omp_get_team_num()] = 1;
  }
}

void mapped_to(void) {
  // map(to:) copies the host's k
  int k = 1;
  #pragma omp target map(to: k) map(tofrom: a)
  #pragma omp parallel for // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 50; i++)
    a[i * k] = a[i * k] + 1;
}

void firstprivate_scalar(void) {
  // a scalar not mapped is firstprivate: the host's value
  int k = 1;
  #pragma omp target parallel for map(tofrom: a) // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 50; i++)
    a[i * k] = a[i * k] + 1;
}

void updated_to_before(void) {
  // `target update to` and `enter data` leave the host's k alone
  int k = 1;
  #pragma omp target enter data map(to: k)
  #pragma omp target update to(k)
  #pragma omp parallel for // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 50; i++)
    a[i * k] = a[i * k] + 1;
}

void target_data_around(int n) {
  // code in `target data` runs on the host; the target inside waits
  #pragma omp target data map(tofrom: a[0:n])
  {
    #pragma omp target teams distribute parallel for // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
    for (int i = 0; i < n; i++)
      a[i] = 2 * a[i];
    #pragma omp target parallel for // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < n; i++)
      b[i] = a[i];
  }
}

void reductions(void) {
  int s = 0;
  #pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s) // remarks-remark {{loop is free of data races: 0 access pairs checked [drsat]}}
  for (int i = 0; i < 100; i++)
    s += a[i];
  #pragma omp target teams reduction(+: s) map(tofrom: s)
  #pragma omp distribute // remarks-remark {{loop is free of data races: 0 access pairs checked [drsat]}}
  for (int i = 0; i < 100; i++)
    s += a[i];
}

void target_simd(void) {
  #pragma omp target simd map(tofrom: a) // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 99; i++)
    a[i] = a[i] * 2;
}

void target_parallel_region(void) {
  #pragma omp target parallel map(tofrom: a, x) // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  {
    #pragma omp for // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      a[i] = i;
    #pragma omp single
    x = a[7];
  }
}

void distribute_rows_in_a_teams_loop(void) {
  // each round of the teams' loop distributes a row of its own
  #pragma omp target teams map(tofrom: a) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  for (int k = 0; k < 4; k++) {
    #pragma omp distribute // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 16; i++)
      a[k * 16 + i] = k + i;
  }
}

void exit_data_release(void) {
  // `exit data map(release:)` copies nothing back: the host's k stays 1
  int k = 1;
  #pragma omp target enter data map(to: k)
  #pragma omp target exit data map(release: k)
  #pragma omp target parallel for map(tofrom: a) firstprivate(k) // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 50; i++)
    a[i * k] = a[i * k] + 1;
}

void exit_data_delete(void) {
  int k = 1;
  #pragma omp target enter data map(alloc: k)
  #pragma omp target exit data map(delete: k)
  k = 2;
  #pragma omp target parallel for map(tofrom: a) // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 50; i++)
    a[i * k] = a[i * k] + 1;
}

void teams_reduction(void) {
  // each team adds into its own copy, combined at the end
  #pragma omp target teams num_teams(4) reduction(+: y) map(tofrom: a) // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}}
  {
    y += a[omp_get_team_num()];
  }
}

void combined_simd_and_loop_forms(void) {
  #pragma omp target teams distribute parallel for simd map(tofrom: a) // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 99; i++)
    a[i] = a[i] * 2;
  #pragma omp target teams loop map(tofrom: a) // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 99; i++)
    a[i] = a[i] * 2;
  #pragma omp target parallel loop map(tofrom: a) // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 99; i++)
    a[i] = a[i] + 1;
  #pragma omp target teams map(tofrom: a)
  #pragma omp loop // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 99; i++)
    a[i] = a[i] + 1;
}
