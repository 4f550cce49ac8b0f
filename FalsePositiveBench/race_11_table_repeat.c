// True race: the index table repeats the value 2 (elements 2 and 4); the
// feasible twin of precision_18.
// drsat-verdict: race
// RUN: %cc1 -verify %s

static const int perm[6] = {0, 1, 2, 3, 2, 5};
int a[6];

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 6; i++)
    // expected-warning@+2 {{data race on 'a': write of a[2] in iteration i=2 conflicts with write in iteration i=4 [drsat]}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[perm[i]] = i;
}
