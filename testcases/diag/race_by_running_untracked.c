// Races found by running (solver/drs_runrace.c) that need untracked values:
// the runs give the values of memory drsat does not follow, and of counters
// kept as values, the choice's value in both copies (NPB BT's lhsx: a
// shared temporary under `for (j = 1; j < grid_points[1]-1; j++)`, the
// inner counters shared too).  The race is then *possible*, and its wording
// is found by evaluation as drs_dependence_ finds it with Z3: each
// untracked value it needs shown to change the pair's terms, the others
// absent from them; anything evaluation cannot show goes to Z3 as before.
// lit runs every test with `verify-runs`: each race found by running is
// checked against its Z3 query.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

int grid[3];
double u[64][64], tmp, t2;

// The inner counter k is shared: the model keeps it as a value, and the
// last choice fits it to its path's lower bound (k >= 1) so that the
// access runs; the bounds' contents take the choice's value, 8.
// CHECK: 'for' in 'shared_temp': possible-race; 5 accesses, 4 pairs checked, 2 solved (2 races found by running the loops)
void shared_temp(void) {
  int k;
#pragma omp for // expected-note {{'tmp' is read after the loop: consider lastprivate(tmp)}}
  for (int j = 1; j < grid[1] - 1; j++)
    for (k = 1; k < grid[2] - 1; k++) {
      // expected-warning@+2 {{possible data race on 'tmp': write in iteration j=1 conflicts with write in iteration j=2 if grid[1] = 8, grid[2] = 8 (contents of 'grid' are not known here; value of 'k' after a loop is not tracked here) [drsat]}}
      // expected-warning@+1 {{possible data race on 'tmp': write in iteration j=1 conflicts with read in iteration j=2 if grid[1] = 8, grid[2] = 8 (contents of 'grid' are not known here; value of 'k' after a loop is not tracked here) [drsat]}} expected-note@+1 {{conflicting write of 'tmp' here}}
      tmp = u[j][k];
      u[j][k] = tmp * 2; // expected-note {{conflicting read of 'tmp' here}}
    }
}

// The untracked read is in the path but does not decide it at the
// witness (`|| i >= 0`): evaluation cannot show the race independent of
// it, so Z3 words it -- a proved race, not a possible one.
// CHECK: 'parallel for' in 'untracked_moot': race; 2 accesses, 1 pairs checked, 1 solved;
void untracked_moot(int n) {
#pragma omp parallel for // expected-note {{'t2' is read after the loop: consider lastprivate(t2)}}
  for (int i = 0; i < n; i++)
    if (grid[0] > 0 || i >= 0)
      t2 = i; // expected-warning {{data race on 't2': write in iteration i=0 conflicts with write in iteration i=1 when n=2 [drsat]}} expected-note {{conflicting write of 't2' here}}
}

// Memory the construct never writes reads one value at one element, in
// either copy (the query's memory consistency, drs_query.c): a choice that
// gives rowstr[j + 1] of iteration 1 and rowstr[j] of iteration 2 -- both
// rowstr[2] -- different values is no witness, and the pair goes to Z3
// (NPB CG's cg.c:177; without the check its run fails verify-runs).
int rowstr[65], colidx[1000];
int firstrow, lastrow, firstcol;

void makea(int n) {
  for (int i = 0; i < n; i++)
    rowstr[i] = n - i;
}

// CHECK: 'for' in 'main': possible-race; 4 accesses, 2 pairs checked, 2 solved; in-bounds
int main(void) {
  int i, j, k;
  makea(65);
#pragma omp parallel default(shared) private(i, j, k)
  {
#pragma omp for nowait
    for (j = 1; j <= lastrow - firstrow + 1; j++) {
      for (k = rowstr[j]; k < rowstr[j + 1]; k++) {
        // expected-warning@+2 {{possible data race on 'colidx': write in iteration j=3 conflicts with read in iteration j=1 when firstrow=0, lastrow=2 if rowstr[3] = 0, rowstr[1] = 0, rowstr[4] = 1, rowstr[2] = 1 (contents of 'rowstr' are not known here; value of 'k' after a loop is not tracked here) [drsat]}} expected-note@+2 {{conflicting read of 'colidx' here}}
        // expected-warning@+1 {{possible data race on 'colidx': write in iteration j=1 conflicts with write in iteration j=3 when firstrow=0, lastrow=2 if rowstr[1] = 0, rowstr[3] = 0, rowstr[2] = 1, rowstr[4] = 1 (contents of 'rowstr' are not known here; value of 'k' after a loop is not tracked here) [drsat]}} expected-note@+1 {{conflicting write of 'colidx' here}}
        colidx[k] = colidx[k] - firstcol + 1;
      }
    }
  }
  return 0;
}
