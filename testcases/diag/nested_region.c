// A parallel region nested in a modelled region (BuildNestedTeam.cpp): a
// construct of its own for its team's pairs, and, seen from the enclosing
// team, its encountering thread's work -- every iteration, section and
// single block of it, in that thread's phase and under its locks.  Values
// other inner threads write are forgotten at the inner barriers and the
// join.  Checked with TSan + Archer (OMP_MAX_ACTIVE_LEVELS=2, 4 threads):
// it reports the proved and possible races below and none elsewhere.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

typedef struct omp_lock_t { void *p; } omp_lock_t;
int omp_get_thread_num(void);
int omp_get_num_threads(void);
void omp_set_lock(omp_lock_t *);
void omp_unset_lock(omp_lock_t *);

int a[100], b[8][100], x, s;

// DataRaceBench DRB139: one section, so one team, whose single runs once
void one_section(void) {
  int i = 1;
#pragma omp parallel sections // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}}
  {
#pragma omp section
    {
#pragma omp critical(name)
      {
#pragma omp parallel // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
        {
#pragma omp single
          i++;
        }
      }
    }
  }
  x = i;
}

// the team of the one thread that runs the single
void in_single(void) {
#pragma omp parallel // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
#pragma omp single
    {
#pragma omp parallel for // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
      for (int i = 0; i < 100; i++)
        a[i] = i;
    }
  }
}

// each thread's team writes the thread's own row
void own_rows(void) {
#pragma omp parallel num_threads(8) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
    int t = omp_get_thread_num();
#pragma omp parallel for // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    for (int j = 0; j < 100; j++)
      b[t][j] = j;
  }
}

// the critical is held until the join
void held_critical(void) {
#pragma omp parallel // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}}
  {
#pragma omp critical
    {
#pragma omp parallel // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
      {
#pragma omp single
        x++;
      }
    }
  }
}

// inner thread 0 of every team: a race between teams, none within one
void inner_thread_guard(void) {
#pragma omp parallel
  {
#pragma omp parallel // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    {
      if (omp_get_thread_num() == 0)
        x++; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1 [drsat]}} expected-note {{conflicting write of 'x' here}}
    }
  }
}

// what inner thread 0 wrote before the inner barrier: not this thread's
void inner_barrier(void) {
#pragma omp parallel
  {
    int t = 0;
#pragma omp parallel num_threads(2) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    {
      if (omp_get_thread_num() == 0)
        t = 5;
#pragma omp barrier
      if (t == 5 && omp_get_thread_num() == 1)
        a[0] = 1; // expected-warning {{possible data race on 'a': write of a[0] in thread 0 conflicts with write in thread 1 (value of 't' after a barrier of the nested '#pragma omp parallel' at line 95 is not tracked here) [drsat]}} expected-note {{conflicting write of 'a' here}}
    }
  }
}

// after the join: what some inner thread left
void after_join(void) {
#pragma omp parallel
  {
    int k = 0;
#pragma omp parallel // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    {
      if (omp_get_thread_num() == 1)
        k = 1;
    }
    if (k == 1)
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (value of 'k' after the nested '#pragma omp parallel' at line 111 is not tracked here) [drsat]}} expected-note {{conflicting write of 'x' here}}
  }
}

// a reduction of each team into the thread's own variable
void reduction_own(void) {
#pragma omp parallel // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
    int p = 0;
#pragma omp parallel reduction(+ : p) // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    p += 1;
    a[omp_get_thread_num()] = p;
  }
}

// two teams' reductions into one shared variable race (the runtime orders
// the combines of one team only), and so does a plain write of it
void reduction_shared(void) {
#pragma omp parallel
  {
#pragma omp parallel reduction(+ : s) // expected-warning {{data race on 's': write in thread 0 conflicts with write in thread 1 [drsat]}} expected-warning {{data race on 's': write in thread 0 conflicts with write in thread 1 [drsat]}} expected-note {{conflicting write of 's' here}} remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    s += 1;
#pragma omp single
    s = 0; // expected-note {{conflicting write of 's' here}}
  }
}

// every team writes k back
void lastprivate_shared(void) {
  int k;
#pragma omp parallel
  {
#pragma omp parallel for lastprivate(k) // expected-warning {{data race on 'k': write in thread 0 conflicts with write in thread 1 [drsat]}} expected-note {{conflicting write of 'k' here}} remarks-remark {{loop is free of data races: 0 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    for (int i = 0; i < 10; i++)
      k = i;
  }
}

// every team runs both sections
void sections_in_teams(void) {
#pragma omp parallel
  {
#pragma omp parallel sections // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    {
#pragma omp section
      a[1] = 1; // expected-warning {{data race on 'a': write of a[1] in thread 0 conflicts with write in thread 1 [drsat]}} expected-note {{conflicting write of 'a' here}}
#pragma omp section
      a[2] = 2; // expected-warning {{data race on 'a': write of a[2] in thread 0 conflicts with write in thread 1 [drsat]}} expected-note {{conflicting write of 'a' here}}
    }
  }
}

// not modelled: a filter that may name no thread of the team, a lock, a
// second level of nesting
void not_modelled(omp_lock_t *l) {
#pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp masked' in the nested '#pragma omp parallel' at line 174 with a filter other than 0 is not modelled yet [drsat]}}
  {
#pragma omp parallel // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    {
#pragma omp masked filter(1)
      x++;
    }
  }
#pragma omp parallel // expected-warning {{region not analyzed: a call of 'omp_set_lock' inside the nested '#pragma omp parallel' at line 182 is not modelled yet [drsat]}}
  {
#pragma omp parallel // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    {
      omp_set_lock(l);
      x++;
      omp_unset_lock(l);
    }
  }
#pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp parallel' inside the nested '#pragma omp parallel' at line 191 is not modelled yet [drsat]}}
  {
#pragma omp parallel // expected-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    {
#pragma omp parallel // expected-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
      a[0] = 1; // expected-warning {{data race on 'a': write of a[0] in thread 0 conflicts with write in thread 1 [drsat]}} expected-note {{conflicting write of 'a' here}} expected-warning {{data race on 'a': write of a[0] in thread 0 conflicts with write in thread 1 [drsat]}} expected-note {{conflicting write of 'a' here}}
    }
  }
}

// a variable private to the enclosing threads is shared by the inner team
void outer_private(void) {
  int t = 0;
#pragma omp parallel private(t)
  {
    t = 0;
#pragma omp parallel num_threads(2) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    {
      if (omp_get_thread_num() == 0)
        t = 5;
#pragma omp barrier
      if (t == 5 && omp_get_thread_num() == 1)
        a[2] = 1; // expected-warning {{possible data race on 'a': write of a[2] in thread 0 conflicts with write in thread 1 (value of 't' after a barrier of the nested '#pragma omp parallel' at line 205 is not tracked here) [drsat]}} expected-note {{conflicting write of 'a' here}}
    }
  }
}

// default(private) is the inner team's: y is each inner thread's own there,
// the enclosing threads' shared y after it
void default_private(void) {
  int y = 0;
#pragma omp parallel
  {
#pragma omp parallel default(private) // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    y = 1;
    y = 2; // expected-warning {{data race on 'y': write in thread 0 conflicts with write in thread 1 [drsat]}} expected-note {{conflicting write of 'y' here}}
  }
}

// the original of a firstprivate copy keeps its value after the join
void firstprivate_kept(void) {
#pragma omp parallel // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
    int y = omp_get_thread_num();
#pragma omp parallel firstprivate(y) // remarks-remark {{region is free of data races: 0 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    {
      y = 0;
    }
    b[y][0] = 1;
  }
}

// (found by attacking the first version with TSan + Archer)
// the fork reads the original of a firstprivate copy
void firstprivate_fork(void) {
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    if (t == 0)
      x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with read in thread 1 [drsat]}}
#pragma omp parallel firstprivate(x) num_threads(2) // expected-note {{conflicting read of 'x' here}} remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    b[t][omp_get_thread_num()] = x;
  }
}

// the thread that runs a section need not be the one that runs the code
// after it, nor the one that ran the section before
void after_sections(void) {
#pragma omp parallel
  {
#pragma omp parallel num_threads(2) // expected-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    {
      int v = 0;
#pragma omp sections
      {
#pragma omp section
        v = 1;
      }
      if (v == 0)
        a[0] = 1; // expected-warning {{possible data race on 'a': write of a[0] in thread 0 conflicts with write in thread 1 (value of 'v' after '#pragma omp sections' in the nested '#pragma omp parallel' at line 259 is not tracked here) [drsat]}} expected-note {{conflicting write of 'a' here}} expected-warning {{possible data race on 'a': write of a[0] in thread 0 conflicts with write in thread 1 (after barrier 1) (value of 'v' after '#pragma omp sections' is not tracked here) [drsat]}} expected-note {{conflicting write of 'a' here}}
    }
  }
}

// a private copy set in single: the other threads keep theirs
void private_in_single(void) {
  int v;
#pragma omp parallel
  {
#pragma omp parallel num_threads(2) private(v) // expected-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    {
      v = 0;
#pragma omp single
      v = 1;
      if (v == 0)
        a[0] = 1; // expected-warning {{possible data race on 'a': write of a[0] in thread 0 conflicts with write in thread 1 (value of 'v' after '#pragma omp single' in the nested '#pragma omp parallel' at line 278 is not tracked here) [drsat]}} expected-note {{conflicting write of 'a' here}} expected-warning {{possible data race on 'a': write of a[0] in thread 0 conflicts with write in thread 1 (after barrier 1) (value of 'v' after '#pragma omp single' is not tracked here) [drsat]}} expected-note {{conflicting write of 'a' here}}
    }
  }
}

// a value handed over through a critical, no barrier between
void through_critical(void) {
#pragma omp parallel
  {
    int k = omp_get_thread_num() + 1;
#pragma omp parallel num_threads(2) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    {
      if (omp_get_thread_num() == 1) {
#pragma omp critical
        k = 0;
      } else {
        int kk;
#pragma omp critical
        kk = k;
        a[kk] = 1; // expected-warning {{possible data race on 'a': write in thread 0 conflicts with write in thread 1 (value of 'k' after '#pragma omp critical' in the nested '#pragma omp parallel' at line 294 is not tracked here) [drsat]}} expected-note {{conflicting write of 'a' here}}
      }
    }
  }
}

// num_threads(2): two threads a team, so 2t + u is the pair's own
void team_of_two(void) {
#pragma omp parallel num_threads(4) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
    int t = omp_get_thread_num();
#pragma omp parallel num_threads(2) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    a[2 * t + omp_get_thread_num()] = 1;
  }
}

// teams need not be of one size (the runtime may give one fewer threads)
void team_sizes(void) {
#pragma omp parallel num_threads(4)
  {
    int t = omp_get_thread_num();
#pragma omp parallel num_threads(2) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    a[t * omp_get_num_threads() + omp_get_thread_num()] = 1; // expected-warning {{possible data race on 'a': write of a[1] in thread 0 conflicts with write in thread 1 (the size of each team of the nested '#pragma omp parallel' at line 324 (teams may differ) is not tracked here) [drsat]}} expected-note {{conflicting write of 'a' here}}
  }
}

// a global a clause privatises, named in a called function: the original
// there (clang), or the copy -- unspecified
static void set_x(void) { x = 1; }
void private_in_call(void) {
#pragma omp parallel // expected-warning {{region not analyzed: 'x', private to the construct by a clause, is named in the called function 'set_x': which copy it names is unspecified (OpenMP 5.2, 5.4); not modelled [drsat]}}
  {
#pragma omp parallel private(x) num_threads(2) // expected-warning {{region not analyzed: 'x', private to the construct by a clause, is named in the called function 'set_x': which copy it names is unspecified (OpenMP 5.2, 5.4); not modelled [drsat]}}
    {
      x = 2;
      set_x();
    }
  }
}

// inner barriers order the inner threads of one team
void inner_barrier_orders(void) {
#pragma omp parallel num_threads(3) // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  {
    int tid = omp_get_thread_num();
#pragma omp parallel num_threads(2) // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    {
      int u = omp_get_thread_num();
      b[tid][u] = 1;
#pragma omp barrier
      a[2 * tid + u] = b[tid][1 - u];
    }
  }
}
void no_inner_barrier(void) {
#pragma omp parallel num_threads(3) // remarks-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  {
    int tid = omp_get_thread_num();
#pragma omp parallel num_threads(2) // expected-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    {
      int u = omp_get_thread_num();
      b[tid][u] = 1; // expected-warning {{data race on 'b': write of b[0][0] in thread 0 conflicts with read in thread 1 when enclosing omp_get_thread_num()=0 [drsat]}}
      a[2 * tid + u] = b[tid][1 - u]; // expected-note {{conflicting read of 'b' here}}
    }
  }
}

// the enclosing thread's number is one value for the nested loop's threads
void outer_number_in_loop(void) {
#pragma omp parallel num_threads(3) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
    int tid = omp_get_thread_num();
#pragma omp parallel for // expected-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    for (int i = 0; i < 8; i++)
      a[tid] = i; // expected-warning {{data race on 'a': write of a[1] in iteration i=0 conflicts with write in iteration i=1 when enclosing omp_get_thread_num()=1 [drsat]}} expected-note {{conflicting write of 'a' here}}
  }
}

// (a second attack) a worksharing loop inside a nested region: the
// enclosing thread's number is one value for its team
void loop_in_nested(void) {
#pragma omp parallel num_threads(2) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
    int t = omp_get_thread_num();
#pragma omp parallel num_threads(2)
    {
#pragma omp for
      for (int i = 0; i < 8; i++)
        a[t] = i; // expected-warning {{data race on 'a': write of a[1] in iteration i=0 conflicts with write in iteration i=1 when enclosing omp_get_thread_num()=1 [drsat]}} expected-note {{conflicting write of 'a' here}}
    }
  }
}

// the enclosing thread's local is shared by its team
void outer_local_in_loop(void) {
#pragma omp parallel num_threads(2) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
    int k = 0;
#pragma omp parallel num_threads(2)
    {
#pragma omp for // expected-note {{add 'reduction(+:k)' to the directive}}
      for (int i = 0; i < 8; i++)
        k += i; // expected-warning {{data race on 'k': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 'k' here}}
    }
    a[omp_get_thread_num()] = k;
  }
}

// the loop's team is the nested one: a team of one around it says nothing
void team_of_one_around(void) {
#pragma omp parallel num_threads(1) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
#pragma omp parallel num_threads(2)
    {
#pragma omp for // expected-note {{'x' is read after the loop: consider lastprivate(x)}}
      for (int i = 0; i < 8; i++)
        x = i; // expected-warning {{data race on 'x': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 'x' here}}
    }
  }
}

// a nested team of one: its loop runs in order
void nested_team_of_one(void) {
#pragma omp parallel num_threads(2) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
#pragma omp master
    {
#pragma omp parallel num_threads(1)
      {
#pragma omp for // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
        for (int i = 0; i < 8; i++)
          x = i;
      }
    }
  }
}

// the master of a nested team is its thread 0
void inner_master(void) {
#pragma omp parallel num_threads(2) // remarks-remark {{region is free of data races: 2 access pairs checked [drsat]}}
  {
    if (omp_get_thread_num() == 0) {
#pragma omp parallel num_threads(2) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
      {
#pragma omp master
        a[omp_get_thread_num() + 1] = 1;
      }
    } else {
      a[2] = 2;
    }
  }
}
