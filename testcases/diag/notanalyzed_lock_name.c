// Lock routines are known by declaration, as every library function: a
// program's own functions named like the OpenMP runtime's lock routines are
// calls drsat does not know, not a lock (they protect nothing).
// RUN: %cc1 -verify %s

typedef struct { int held; } omp_lock_t;
static void omp_set_lock(omp_lock_t *l) { l->held = 1; }
static void omp_unset_lock(omp_lock_t *l) { l->held = 0; }

omp_lock_t lk;
int x;

void own_lock_routines(void) {
  // expected-warning@+1 {{loop not analyzed: call to 'omp_set_lock' may access shared memory [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    omp_set_lock(&lk);
    x++;
    omp_unset_lock(&lk);
  }
}
