// Locks reached through a pointer (plugin/SymExpr.cpp, evalCall): the lock
// is the bytes at a constant offset of a named object -- `&p->lck` of a
// local struct passed to a helper, `&locks[1]`, a pointer variable holding
// `&l` -- or of what a pointer no copy changes points at (a lock
// parameter).  Locks at two offsets are two locks; a lock at an offset
// that is not constant stays "not analyzed".  DataRaceBench DRB118/119.
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s

#include <omp.h>

typedef struct {
  int a, b;
  omp_nest_lock_t lck;
} pair;

static void incr_b(pair *p) {
  omp_set_nest_lock(&p->lck);
  p->b += 1;
  omp_unset_nest_lock(&p->lck);
}

static void incr_b_unlocked(pair *p) {
  p->b += 1; // expected-warning {{data race on 'p': write of p->b in thread 0 conflicts with write in thread 1 [drsat]}} expected-note {{conflicting write of 'p' here}}
}

void nested_lock_in_struct(void) {
  pair p[1];
  p->b = 0;
  omp_init_nest_lock(&p->lck);
  #pragma omp parallel sections
  {
    #pragma omp section
    {
      omp_set_nest_lock(&p->lck);
      incr_b(p);
      omp_unset_nest_lock(&p->lck);
    }
    #pragma omp section
    incr_b(p);
  }
  #pragma omp parallel sections
  {
    #pragma omp section
    {
      omp_set_nest_lock(&p->lck);
      incr_b_unlocked(p); // expected-note {{in 'incr_b_unlocked' called here}}
      omp_unset_nest_lock(&p->lck);
    }
    #pragma omp section
    incr_b_unlocked(p); // expected-note {{in 'incr_b_unlocked' called here}}
  }
  omp_destroy_nest_lock(&p->lck);
}

omp_lock_t locks[4];
int x, y, z;

void two_elements(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    omp_set_lock(&locks[1]);
    x++;
    omp_unset_lock(&locks[1]);
  }
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    omp_set_lock(&locks[i % 2]);
    y++; // expected-warning {{possible data race on 'y': write in iteration i=0 conflicts with write in iteration i=1 (OpenMP locks are not tracked here, and may order the accesses: call to 'omp_set_lock' through a lock pointer is not modelled) [drsat]}} expected-note {{conflicting write of 'y' here}} expected-note@-3 {{add 'reduction(+:y)' to the directive}}
    omp_unset_lock(&locks[i % 2]);
  }
  #pragma omp parallel sections
  {
    #pragma omp section
    {
      omp_set_lock(&locks[0]);
      z++; // expected-warning {{data race on 'z': write in thread 0 conflicts with write in thread 1 [drsat]}}
      omp_unset_lock(&locks[0]);
    }
    #pragma omp section
    {
      omp_set_lock(&locks[1]);
      z++; // expected-note {{conflicting write of 'z' here}}
      omp_unset_lock(&locks[1]);
    }
  }
}

omp_lock_t l;
void named_and_pointer(void) {
  omp_lock_t *lp = &l;
  #pragma omp parallel sections
  {
    #pragma omp section
    {
      omp_set_lock(&l);
      x++;
      omp_unset_lock(&l);
    }
    #pragma omp section
    {
      omp_set_lock(lp);
      x++;
      omp_unset_lock(lp);
    }
  }
}

void lock_parameter(omp_lock_t *lk, int *c) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    omp_set_lock(lk);
    c[0]++;
    omp_unset_lock(lk);
  }
}

// an orphaned loop: each thread may pass its own lock
void orphaned_lock_parameter(omp_lock_t *lk, int *c) {
  #pragma omp for
  for (int i = 0; i < 100; i++) {
    omp_set_lock(lk);
    c[0]++; // expected-warning {{possible data race on 'c': write of c[0] in iteration i=0 conflicts with write in iteration i=1 (OpenMP locks are not tracked here, and may order the accesses: call to 'omp_set_lock' through a lock pointer is not modelled) [drsat]}} expected-note {{conflicting write of 'c' here}}
    omp_unset_lock(lk);
  }
}

// the twin of lock_parameter: two parameters are two locks
void two_lock_parameters(omp_lock_t *lk1, omp_lock_t *lk2, int *c) {
  #pragma omp parallel sections
  {
    #pragma omp section
    {
      omp_set_lock(lk1);
      c[0]++; // expected-warning {{data race on 'c': write of c[0] in thread 0 conflicts with write in thread 1 [drsat]}}
      omp_unset_lock(lk1);
    }
    #pragma omp section
    {
      omp_set_lock(lk2);
      c[0]++; // expected-note {{conflicting write of 'c' here}}
      omp_unset_lock(lk2);
    }
  }
}
