// The cheap filters' answer for a pair is kept per pair of classes of
// accesses that differ only in where they are written (solver/drs_solver.c,
// same_access).  Accesses equal in all but one thing the filters read --
// the lock held, the path, the mode, the barrier phase, the subscript --
// must not share a class: each function below repeats an access with that
// thing changed, and only the pairs that race are reported.  Checked by
// mutation: comparing no locks, no mode or no subscripts in same_access
// fails this test (a pair of critical sections, a read against itself, or
// a[i] against a[i + 1] takes another pair's route), and so does a first
// pass that does not hand each class's mark to all its members
// (leaving_twins); the path and the phase are also in each pair's query,
// so a wrong class there only costs a filter's shortcut.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

int a[100];

// CHECK: 'parallel for' in 'lock_differs': race;
void lock_differs(int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    // expected-warning@+1 3 {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 when n=2}}
    a[0] = i; // expected-note {{conflicting write of 'a' here}}
#pragma omp critical
    a[0] = i; // expected-note {{conflicting write of 'a' here}}
#pragma omp critical
    a[0] = i; // expected-note {{conflicting write of 'a' here}}
  }
}

// CHECK: 'parallel for' in 'path_differs': race;
void path_differs(int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i == 3)
      a[1] = 1;
    if (i == 3)
      a[1] = 1;
    a[2] = 1; // expected-warning {{data race on 'a': write of a[2] in iteration i=0 conflicts with write in iteration i=1}} expected-note {{conflicting write of 'a' here}}
  }
}

// reads of one element, and a write of another: no pair of a[3] races
// CHECK: 'parallel for' in 'mode_differs': race-free;
void mode_differs(int n, int *out) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    out[i] = a[3] + a[3];
    a[4 + i] = a[3];
  }
}

// a read and a write of one element, equal but for the mode: the read
// against itself is no race
// CHECK: 'parallel for' in 'mode_differs_rw': race;
void mode_differs_rw(int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    // expected-warning@+3 {{data race on 'a': write of a[7] in iteration i=0 conflicts with read in iteration i=1 when n=2}}
    // expected-warning@+2 {{data race on 'a': write of a[7] in iteration i=0 conflicts with write in iteration i=1 when n=2}}
    // expected-note@+1 {{conflicting read of 'a' here}} expected-note@+1 {{conflicting write of 'a' here}}
    a[7] = a[7] + 1;
}

// the same write before and after a barrier: each races with its twin in
// its own phase only (all threads write a[5])
// CHECK: 'parallel' in 'phase_differs': race;
void phase_differs(void) {
#pragma omp parallel
  {
    a[5] = 1; // expected-warning {{data race on 'a': write of a[5] in thread 0 conflicts with write in thread 1}} expected-note {{conflicting write of 'a' here}}
#pragma omp barrier
    a[6] = 1; // expected-warning {{data race on 'a': write of a[6] in thread 0 conflicts with write in thread 1}} expected-note {{conflicting write of 'a' here}}
  }
}

// the subscript differs: i and i + 1 overlap across iterations; i and i,
// i + 1 and i + 1 do not
// CHECK: 'parallel for' in 'index_differs': race;
void index_differs(int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    a[i] = 1; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with write in iteration i=0 when n=2}}
    a[i] = 2; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with write in iteration i=0 when n=2}}
    a[i + 1] = 3; // expected-note 2 {{conflicting write of 'a' here}}
  }
}

// two equal writes that leave their row, before the read they race with:
// the first pass walks only the rows of class-starting accesses, so the
// second write is marked for the bounds check through its class.
// Unmarked, it would keep the in-bounds assumption -- `b[i][j + 1]` in row
// i -- and its race through b[0][100] (= b[1][0]) would go unreported.
double b[100][100], c[100];
// CHECK: 'parallel for' in 'leaving_twins': race;
void leaving_twins(void) {
#pragma omp parallel for
  for (int i = 0; i < 99; i++)
    for (int j = 0; j < 100; j++) {
      // expected-warning@+2 {{out-of-bounds access 'b[i][j + 1]': subscript 100 in iteration i=0, j=99 is outside [0, 100)}}
      // expected-warning@+1 {{data race on 'b': write of b[0][100] in iteration i=0, j=99 conflicts with read in iteration i=1, j=0 through the out-of-bounds access 'b[i][j + 1]'}}
      b[i][j + 1] = 1.0;
      // expected-warning@+2 {{out-of-bounds access 'b[i][j + 1]': subscript 100 in iteration i=0, j=99 is outside [0, 100)}}
      // expected-warning@+1 {{data race on 'b': write of b[0][100] in iteration i=0, j=99 conflicts with read in iteration i=1, j=0 through the out-of-bounds access 'b[i][j + 1]'}}
      b[i][j + 1] = 2.0;
      c[i] += b[i][j]; // expected-note 2 {{conflicting read of 'b' here}}
    }
}
