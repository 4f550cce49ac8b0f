// Lock routines are known by declaration, as every library function: a
// program's own functions named like the OpenMP runtime's lock routines are
// the program's functions, executed through their bodies, not a lock (they
// protect nothing: x++ races, and so do their own writes).
// RUN: %cc1 -verify %s

typedef struct { int held; } omp_lock_t;
static void omp_set_lock(omp_lock_t *l) { l->held = 1; } // expected-warning {{data race on 'lk': write of lk->held in iteration i=0 conflicts with write in iteration i=1 [drsat]}} // expected-warning {{data race on 'lk': write of lk->held in iteration i=0 conflicts with write in iteration i=1 [drsat]}} // expected-note {{conflicting write of 'lk' here}}
static void omp_unset_lock(omp_lock_t *l) { l->held = 0; } // expected-warning {{data race on 'lk': write of lk->held in iteration i=0 conflicts with write in iteration i=1 [drsat]}} // expected-note {{conflicting write of 'lk' here}} // expected-note {{conflicting write of 'lk' here}}

omp_lock_t lk;
int x;

void own_lock_routines(void) {
#pragma omp parallel for // expected-note {{add 'reduction(+:x)' to the directive}}
  for (int i = 0; i < 100; i++) {
    omp_set_lock(&lk); // expected-note {{in 'omp_set_lock' called here}} // expected-note {{in 'omp_set_lock' called here}} // expected-note {{in 'omp_set_lock' called here}}
    x++; // expected-warning {{data race on 'x': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}} // expected-note {{conflicting write of 'x' here}}
    omp_unset_lock(&lk); // expected-note {{in 'omp_unset_lock' called here}} // expected-note {{in 'omp_unset_lock' called here}} // expected-note {{in 'omp_unset_lock' called here}}
  }
}
