// Pairs that ask Z3 the same question get its one answer (solver/drs_memo.c):
// every pair of accesses to a shared scalar in one loop body, as in NPB BT's
// 'tmp1 = 1.0 / u[i][j][k][0]; tmp2 = tmp1 * tmp1; ...'.  Each pair is still
// reported on its own, with its own accesses; pairs whose polishing differs
// (an access in an inner loop, an access against itself) keep their own
// witnesses.  Three questions here: an access against itself (t1's write,
// then t2's the same), a write against a read in the body (t1's three
// reads, t2's first), a write against a read in the inner loop.  Running
// the loops (solver/drs_runrace.c) finds these races before Z3 is asked:
// the memo is checked with that off, and both word the races alike.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat no-race-runs -verify %s
// RUN: %cc1 -plugin-arg-drsat no-race-runs -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck --check-prefix=RUNS %s
// CHECK: 'parallel for' in 'scalar_temporaries': race; 10 accesses, 10 pairs checked, 7 solved (4 by an equal query);
// RUNS: 'parallel for' in 'scalar_temporaries': race; 10 accesses, 10 pairs checked, 7 solved (7 races found by running the loops);

double t1, t2;

void scalar_temporaries(const double *u, double *v) {
#pragma omp parallel for // expected-note {{'t1' is read after the loop: consider lastprivate(t1)}} expected-note {{assuming 'u' and 't1' do not alias (pointer of unknown origin and a named variable)}} expected-note {{assuming 'u' and 't2' do not alias (pointer of unknown origin and a named variable)}} expected-note {{assuming 'u' and 'v' do not alias (different pointer variables of unknown origin)}} expected-note {{assuming 'v' and 't1' do not alias (pointer of unknown origin and a named variable)}} expected-note {{assuming 'v' and 't2' do not alias (pointer of unknown origin and a named variable)}} expected-note {{'t2' is read after the loop: consider lastprivate(t2)}}
  for (int i = 0; i < 64; i++) {
    t1 = 1.0 / u[i]; // expected-warning {{data race on 't1': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 't1' here}} expected-warning {{data race on 't1': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}} expected-warning {{data race on 't1': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}} expected-warning {{data race on 't1': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    t2 = t1 * t1; // expected-note {{conflicting read of 't1' here}} expected-note {{conflicting read of 't1' here}} expected-warning {{data race on 't2': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 't2' here}} expected-warning {{data race on 't2': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}} expected-warning {{data race on 't2': write in iteration i=0 conflicts with read in iteration i=1, j=0 [drsat]}}
    v[i] = t1 + t2; // expected-note {{conflicting read of 't1' here}} expected-note {{conflicting read of 't2' here}}
    for (int j = 0; j < 3; j++)
      v[i] += t2 * j; // expected-note {{conflicting read of 't2' here}}
  }
}
