// Target offload: `target` runs its body on one device thread while the
// host waits, `teams` once per team with no barrier between teams,
// `distribute` shares iterations among teams.  Teams are separate
// contention groups: critical and locks exclude threads of one team only,
// atomic all; `exit data` brings values back.  Racy twins of norace_target.c.
// RUN: %cc1 -verify %s

typedef struct omp_lock_s *omp_lock_t;
void omp_set_lock(omp_lock_t *);
void omp_unset_lock(omp_lock_t *);
int omp_get_team_num(void);
int a[100], b[100], x, y;
#pragma omp declare target
int dev_n = 1;
#pragma omp end declare target

void target_parallel_for(void) {
  #pragma omp target parallel for map(tofrom: a)
  for (int i = 0; i < 99; i++)
    a[i + 1] = a[i]; // expected-warning {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}} // expected-note {{conflicting read of 'a' here}}
}

void target_around_parallel_for(void) {
  #pragma omp target map(tofrom: a)
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    a[i + 1] = a[i]; // expected-warning {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}} // expected-note {{conflicting read of 'a' here}}
}

void distribute_neighbours(void) {
  // iterations of different teams at once
  #pragma omp target teams distribute map(tofrom: a)
  for (int i = 0; i < 99; i++)
    a[i + 1] = a[i]; // expected-warning {{data race on 'a': write of a[1] in iteration i=0 of team 1 conflicts with read in iteration i=1 of team 0 [drsat]}} // expected-note {{conflicting read of 'a' here}}
}

void distribute_critical(void) {
  // every iteration of one team runs on its initial thread; the teams
  // themselves are not excluded by critical
  #pragma omp target teams distribute map(tofrom: x) // expected-note {{add 'reduction(+:x)' to the directive}}
  for (int i = 0; i < 100; i++) {
    #pragma omp critical
    x++; // expected-warning {{data race on 'x': write in iteration i=0 of team 0 conflicts with write in iteration i=1 of team 1 [drsat]}} // expected-note {{conflicting write of 'x' here}}
  }
}

void teams_critical(void) {
  #pragma omp target teams distribute parallel for map(tofrom: x) // expected-note {{add 'reduction(+:x)' to the directive}}
  for (int i = 0; i < 100; i++) {
    #pragma omp critical
    x++; // expected-warning {{data race on 'x': write in iteration i=0 of team 0 conflicts with write in iteration i=1 of team 1 [drsat]}} // expected-note {{conflicting write of 'x' here}}
  }
}

void teams_two_of_critical(void) {
  // at most two teams, and critical does not reach across them
  #pragma omp target teams distribute parallel for num_teams(2) map(tofrom: x) // expected-note {{add 'reduction(+:x)' to the directive}}
  for (int i = 0; i < 100; i++) {
    #pragma omp critical
    x++; // expected-warning {{data race on 'x': write in iteration i=0 of team 0 conflicts with write in iteration i=1 of team 1 [drsat]}} // expected-note {{conflicting write of 'x' here}}
  }
}

omp_lock_t l;

void teams_lock(void) {
  // a lock excludes the threads of one team
  #pragma omp target teams map(tofrom: x)
  #pragma omp distribute parallel for // expected-note {{add 'reduction(+:x)' to the directive}}
  for (int i = 0; i < 100; i++) {
    omp_set_lock(&l);
    x++; // expected-warning {{data race on 'x': write in iteration i=0 of team 0 conflicts with write in iteration i=1 of team 1 [drsat]}} // expected-note {{conflicting write of 'x' here}}
    omp_unset_lock(&l);
  }
}

void one_team_threads(void) {
  // one team, but its threads race
  #pragma omp target teams distribute parallel for num_teams(1) map(tofrom: x) // expected-note {{add 'reduction(+:x)' to the directive}}
  for (int i = 0; i < 100; i++)
    x++; // expected-warning {{data race on 'x': write in iteration i=0 of team 0 conflicts with write in iteration i=1 of team 0 [drsat]}} // expected-note {{conflicting write of 'x' here}}
}

void team_number_threads(void) {
  // a team's threads share its element
  #pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < 100; i++)
    a[omp_get_team_num()] += i; // expected-warning {{data race on 'a': write of a[0] in iteration i=0 of team 0 conflicts with write in iteration i=1 of team 0 [drsat]}} // expected-note {{conflicting write of 'a' here}}
}

void teams_region(void) {
  // the teams' code runs once per team, with nothing between them
  #pragma omp target teams num_teams(4) map(tofrom: a)
  {
    a[50] *= 2; // expected-warning {{data race on 'a': write of a[50] in team 0 conflicts with write in team 1 [drsat]}} // expected-note {{conflicting write of 'a' here}}
  }
}

void teams_region_plain(void) {
  #pragma omp target
  #pragma omp teams
  {
    y++; // expected-warning {{data race on 'y': write in team 0 conflicts with write in team 1 [drsat]}} // expected-note {{conflicting write of 'y' here}}
  }
}

void teams_region_distribute(void) {
  // a distribute loop has no barrier at its end
  #pragma omp target teams map(tofrom: a, x)
  {
    #pragma omp distribute
    for (int i = 0; i < 100; i++)
      a[i] = i; // expected-warning {{data race on 'a': write of a[7] in team 1 at i=7 conflicts with read in team 0 [drsat]}}
    x = a[7]; // expected-note {{conflicting read of 'a' here}} // expected-warning {{data race on 'x': write in team 0 conflicts with write in team 1 [drsat]}} // expected-note {{conflicting write of 'x' here}}
  }
}

void mapped_from(void) {
  // map(from:) gives the device an uninitialised k: not the host's 1
  int k = 1;
  #pragma omp target map(from: k) map(tofrom: a)
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    a[i * k] = a[i * k + 1]; // expected-warning {{possible data race on 'a': write in iteration i=1 conflicts with read in iteration i=0 (value of 'k' after the map clauses of '#pragma omp target' at line 121 is not tracked here) [drsat]}} // expected-note {{conflicting read of 'a' here}} // expected-warning {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 (value of 'k' after the map clauses of '#pragma omp target' at line 121 is not tracked here) [drsat]}} // expected-note {{conflicting write of 'a' here}}
}

void declared_target(void) {
  // the device's dev_n is its own copy: not the host's initialiser
  #pragma omp target parallel for map(tofrom: a)
  for (int i = 0; i < 50; i++)
    a[i * dev_n] = a[i * dev_n + 1]; // expected-warning {{possible data race on 'a': write in iteration i=1 conflicts with read in iteration i=0 (value of 'dev_n' after the map clauses of '#pragma omp target parallel for' at line 129 is not tracked here) [drsat]}} // expected-note {{conflicting read of 'a' here}} // expected-warning {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 (value of 'dev_n' after the map clauses of '#pragma omp target parallel for' at line 129 is not tracked here) [drsat]}} // expected-note {{conflicting write of 'a' here}}
}

void updated_before(void) {
  // `target update from` brings back the device's k
  int k = 1;
  #pragma omp target enter data map(to: k)
  #pragma omp target update from(k)
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    a[i * k] = a[i * k + 1]; // expected-warning {{possible data race on 'a': write in iteration i=1 conflicts with read in iteration i=0 (value of 'k' after '#pragma omp target update' at line 138 is not tracked here) [drsat]}} // expected-note {{conflicting read of 'a' here}} // expected-warning {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 (value of 'k' after '#pragma omp target update' at line 138 is not tracked here) [drsat]}} // expected-note {{conflicting write of 'a' here}}
}

void implicit_firstprivate(void) {
  // Sema makes t firstprivate to the target task; its threads share it
  int t = 0;
  #pragma omp target parallel for // expected-note {{add 'reduction(+:t)' to the directive}}
  for (int i = 0; i < 100; i++)
    t++; // expected-warning {{data race on 't': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}} // expected-note {{conflicting write of 't' here}}
}

void implicit_firstprivate_teams(void) {
  int t = 0;
  #pragma omp target teams distribute // expected-note {{add 'reduction(+:t)' to the directive}}
  for (int i = 0; i < 100; i++)
    t += i; // expected-warning {{data race on 't': write in iteration i=0 of team 0 conflicts with write in iteration i=1 of team 1 [drsat]}} // expected-note {{conflicting write of 't' here}}
}

void present_before(void) {
  // k is present from the enclosing target data: the device keeps 1, not
  // the host's 2, and the target copies nothing
  int k = 1;
  #pragma omp target data map(to: k) map(tofrom: a)
  {
    k = 2;
    #pragma omp target parallel for map(to: k)
    for (int i = 0; i < 50; i++)
      a[i * k] = a[i * k + 1]; // expected-warning {{possible data race on 'a': write in iteration i=1 conflicts with read in iteration i=0 (value of 'k' after the map clauses of '#pragma omp target parallel for' at line 166 is not tracked here) [drsat]}} // expected-note {{conflicting read of 'a' here}} // expected-warning {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 (value of 'k' after the map clauses of '#pragma omp target parallel for' at line 166 is not tracked here) [drsat]}} // expected-note {{conflicting write of 'a' here}}
  }
}

#define OFFLOAD _Pragma("omp target teams distribute parallel for map(tofrom: x)")

void macro_block_extern(void) {
  OFFLOAD // expected-note {{add 'reduction(+:x)' to the directive}}
  for (int i = 0; i < 100; i++) {
    extern int x;
    #pragma omp critical
    x++; // expected-warning {{data race on 'x': write in iteration i=0 of team 0 conflicts with write in iteration i=1 of team 1 [drsat]}} // expected-note {{conflicting write of 'x' here}}
  }
}

static void bump(int *p) { (*p)++; } // expected-warning {{data race on 'x': write in iteration i=0 of team 0 conflicts with write in iteration i=1 of team 1 [drsat]}} // expected-note {{conflicting write of 'x' here}}

void through_a_call(void) {
  #pragma omp target teams distribute parallel for map(tofrom: x)
  for (int i = 0; i < 100; i++) {
    #pragma omp critical
    bump(&x); // expected-note {{in 'bump' called here}} // expected-note {{in 'bump' called here}}
  }
}

int gk = 1;

int main(void) {
  // map(from:) through a block-scope extern declaration of gk: the
  // device's gk is not the host's 1
  {
    extern int gk;
    #pragma omp target map(from: gk) map(tofrom: a)
    #pragma omp parallel for
    for (int i = 0; i < 50; i++)
      a[i * gk] = a[i * gk] + 1; // expected-warning {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with read in iteration i=1 (value of 'gk' after the map clauses of '#pragma omp target' at line 200 is not tracked here) [drsat]}} // expected-note {{conflicting read of 'a' here}} // expected-warning {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 (value of 'gk' after the map clauses of '#pragma omp target' at line 200 is not tracked here) [drsat]}} // expected-note {{conflicting write of 'a' here}}
  }
  return 0;
}

void distribute_in_a_teams_loop(void) {
  // `distribute` ends without a barrier: one team may still be in the
  // first loop, or in an earlier round, while another writes b
  #pragma omp target teams map(tofrom: a, b)
  for (int k = 0; k < 4; k++) {
    #pragma omp distribute
    for (int i = 0; i < 16; i++)
      a[i] = b[i] + 1; // expected-note {{conflicting read of 'b' here}} expected-warning {{data race on 'a': write of a[1] in team 0 at k=0, i=1 conflicts with write in team 1 at k=1, i=1 [drsat]}} expected-note {{conflicting write of 'a' here}} expected-warning {{data race on 'a': write of a[0] in team 1 at k=0, i=0 conflicts with read in team 0 at k=1, i=0 [drsat]}}
    #pragma omp distribute
    for (int i = 15; i >= 0; i--)
      b[i] = a[i] * 2; // expected-warning {{data race on 'b': write of b[0] in team 1 at k=0, i=0 conflicts with read in team 0 at k=0, i=0 [drsat]}} expected-note {{conflicting read of 'a' here}} expected-warning {{data race on 'b': write of b[14] in team 0 at k=0, i=14 conflicts with write in team 1 at k=1, i=14 [drsat]}} expected-note {{conflicting write of 'b' here}}
  }
}

void exit_data_from(void) {
  // `exit data map(from:)` brings the device's k back to the host
  int k = 1;
  #pragma omp target enter data map(to: k)
  #pragma omp target exit data map(from: k)
  #pragma omp target parallel for map(tofrom: a)
  for (int i = 0; i < 50; i++)
    a[i * k] = a[i * k + 1]; // expected-warning {{possible data race on 'a': write in iteration i=1 conflicts with read in iteration i=0 (value of 'k' after '#pragma omp target exit data' at line 226 is not tracked here) [drsat]}} expected-note {{conflicting read of 'a' here}} expected-warning {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 (value of 'k' after '#pragma omp target exit data' at line 226 is not tracked here) [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void teams_without_reduction(void) {
  // every team's initial thread adds into the one y
  #pragma omp target teams num_teams(4) map(tofrom: a, y)
  {
    y += a[omp_get_team_num()]; // expected-warning {{data race on 'y': write in team 0 conflicts with write in team 1 [drsat]}} expected-note {{conflicting write of 'y' here}}
  }
}

void combined_simd_and_loop_forms(void) {
  #pragma omp target teams distribute parallel for simd map(tofrom: a)
  for (int i = 0; i < 99; i++)
    a[i + 1] = a[i]; // expected-warning {{data race on 'a': write of a[1] in iteration i=0 of team 0 conflicts with read in iteration i=1 of team 0 [drsat]}} expected-note {{conflicting read of 'a' here}}
  #pragma omp target simd map(tofrom: a)
  for (int i = 0; i < 99; i++)
    a[i + 1] = a[i]; // expected-warning {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}} expected-note {{conflicting read of 'a' here}}
  #pragma omp target teams loop map(tofrom: a)
  for (int i = 0; i < 99; i++)
    a[i + 1] = a[i]; // expected-warning {{data race on 'a': write of a[1] in iteration i=0 of team 0 conflicts with read in iteration i=1 of team 0 [drsat]}} expected-note {{conflicting read of 'a' here}}
  #pragma omp target parallel loop map(tofrom: a)
  for (int i = 0; i < 99; i++)
    a[i] = a[i + 1]; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}} expected-note {{conflicting read of 'a' here}}
}
