// Accesses through a pointer drsat cannot follow are left out of the model
// rather than failing the construct: the others are exact, so a race among
// them is proved; without one the construct is "not analyzed" with the
// reason, never race-free.  A write left out may change any global, so what
// depends on one after it is untracked (a possible race at most).
// RUN: %clang -fplugin=%drsat -fplugin-arg-drsat-remarks -fopenmp -fsyntax-only -Xclang -verify %s

typedef struct { double **rows; } block_t;
block_t *blocks;
int nb, x;
double work[64];

void shared_counter(void) {
  // DataRaceBench DRB180: the rows are left out; the shared counter `in`
  // and the shared buffer `work` race between threads
  int in;
  block_t *bp;
  #pragma omp parallel private(bp) // expected-note {{assuming 'blocks' and 'work' do not alias (pointer of unknown origin and a named array)}} expected-note {{not every access pair of the construct was decided (pointer 'bp->rows' is loaded from memory in the region ('bp' is private to the construct or changes in it)): it may have more races}}
  {
    for (in = 0; in < nb; ++in) { // expected-warning {{data race on 'in': write in thread 0 conflicts with write in thread 1 [drsat]}} expected-warning {{data race on 'in': write in thread 0 conflicts with read in thread 1 [drsat]}} expected-warning {{data race on 'in': write in thread 0 conflicts with read in thread 1 at in=0 when nb=2 [drsat]}} expected-warning {{data race on 'in': write in thread 0 conflicts with write in thread 1 at in=0 when nb=2 [drsat]}} expected-warning {{data race on 'in': write in thread 0 at in=0 conflicts with read in thread 1 when nb=2 [drsat]}} expected-warning {{data race on 'in': write in thread 0 at in=0 conflicts with read in thread 1 at in=0 when nb=2 [drsat]}} expected-warning {{data race on 'in': write in thread 0 at in=0 conflicts with write in thread 1 at in=0 when nb=2 [drsat]}} expected-note 3 {{conflicting write of 'in' here}} expected-note 2 {{conflicting read of 'in' here}}
      bp = &blocks[in]; // expected-note 2 {{conflicting read of 'in' here}}
      for (int i = 0; i < 64; i++)
        work[i] = bp->rows[0][i]; // expected-warning {{data race on 'work': write of work[0] in thread 0 at in=0, i=0 conflicts with write in thread 1 at in=0, i=0 when nb=2 [drsat]}} expected-note {{conflicting write of 'work' here}}
    }
  }
}

void nothing_else(block_t *b, int n) {
  // the only access is left out: no verdict
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'b[i].rows' is loaded from memory in the loop (not a field of a variable, or of one pointer variable) [drsat]}}
  for (int i = 0; i < n; i++)
    b[i].rows[0][0] = 1;
}

int g;
int *tab[16];

int main(void) {
  // the left-out write may be to g: the write of x depends on g after it
  #pragma omp parallel for // expected-note {{'x' is read after the loop: consider lastprivate(x)}} expected-note {{not every access pair of the construct was decided (pointer 'tab[i]' is loaded from memory in the loop): it may have more races}}
  for (int i = 0; i < 16; i++) {
    *tab[i] = 1;
    if (g == 0)
      x = i; // expected-warning {{possible data race on 'x': write in iteration i=0 conflicts with write in iteration i=1 (value of 'g' after a write through a pointer is not tracked here) [drsat]}} expected-note {{conflicting write of 'x' here}}
  }
  return 0;
}
