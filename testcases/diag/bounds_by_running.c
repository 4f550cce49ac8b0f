// The in-bounds rule's question "may this access stay within its bounds?"
// (DESIGN.md, race query item 5) is first answered without Z3: every input
// takes small values, the loops around the access run as the model defines
// them, and inputs under which the access executes and leaves no bound on
// any iteration answer it (solver/drs_stays.c).  What the loops cannot show
// goes to Z3 as before, so an access that leaves its bounds whatever the
// inputs is still reported.  The verbose line says which way each was
// answered.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

double w[100][100];

// CHECK: 'parallel for' in 'unknown_sizes': race-free; {{.*}}in-bounds questions: 1 answered by running the loops, 0 asked
void unknown_sizes(int n, int m) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      w[i][j] += 1;
}

// lo < hi is needed: inputs that differ are tried too
// CHECK: 'parallel for' in 'ordered_sizes': race-free; {{.*}}in-bounds questions: 1 answered by running the loops, 0 asked
void ordered_sizes(int lo, int hi, int m) {
  #pragma omp parallel for
  for (int i = lo; i < hi; i++)
    for (int j = 0; j < m; j++)
      w[i][j] += 1;
}

// a tiled nest: min() bounds, floor divisions
// CHECK: 'parallel for' in 'tiled': race-free; {{.*}}in-bounds questions: 1 answered by running the loops, 0 asked
void tiled(int n, int m) {
  #pragma omp parallel for
  for (int t = 0; t <= (n - 1) / 16; t++)
    for (int i = 16 * t; i <= (16 * t + 15 < n - 1 ? 16 * t + 15 : n - 1); i++)
      for (int j = m; j < n; j++)
        w[i][j] += 1;
}

// one group of accesses (same loop and path), answered together
// CHECK: 'parallel for' in 'two_accesses': race-free; {{.*}}in-bounds questions: 2 answered by running the loops, 0 asked
void two_accesses(int n, int m) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j += 2)
      w[i][j] = w[i][j + 1];
}

// A default size too large to run (1000 x 1000 points) and a given one:
// the inputs after the first are still tried (atoi(argv[1]) = 2).
int atoi(const char *);
// CHECK: 'parallel for' in 'default_size': race; {{.*}}in-bounds questions: 2 answered by running the loops, 0 asked
void default_size(int argc, char **argv) {
  int len = 1000;
  if (argc > 1)
    len = atoi(argv[1]);
  double b[len][len];
  for (int i = 0; i < len; i++)
#pragma omp parallel for
    for (int j = 1; j < len; j++)
      // expected-warning@+2 {{data race on 'b': write of b[0][1] in iteration j=1 conflicts with read in iteration j=2 when argc=0, i=0 [drsat]}}
      // expected-note@+1 {{conflicting read of 'b' here}}
      b[i][j] = b[i][j - 1] + 1;
}

// Its twin leaves the row whatever len is: no choice, the default one that
// runs too many points included, shows it staying, and Z3 reports it (the
// rows the write and the read touch never meet within one i).
// CHECK: 'parallel for' in 'default_size_leaves': race-free; {{.*}}in-bounds questions: 0 answered by running the loops, 2 asked
void default_size_leaves(int argc, char **argv) {
  int len = 1000;
  if (argc > 1)
    len = atoi(argv[1]);
  double b[len][len];
  for (int i = 0; i < len; i++)
#pragma omp parallel for
    for (int j = 1; j < len; j++)
      // expected-warning-re@+1 {{out-of-bounds access 'b[i][j + len - 1]': subscript {{[0-9]+}} in iteration j={{[0-9]+}} is outside [0, {{[0-9]+}}) when argc={{[0-9]+}}, atoi(argv[1])={{[0-9]+}}, i={{[0-9]+}} [drsat]}}
      b[i][j + len - 1] = b[i][j - 1] + 1;
}

// Leaves whatever the inputs: no run shows it staying, Z3 reports it.
// CHECK: 'parallel for' in 'past_the_row': race; {{.*}}in-bounds questions: 0 answered by running the loops, 1 asked
void past_the_row(int n, int m) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      // expected-warning-re@+3 {{out-of-bounds access 'w[i][j + 100]': subscript 100 in iteration i={{[0-9]+}}, j=0 is outside [0, 100) when n={{[0-9]+}}, m={{[0-9]+}} [drsat]}}
      // expected-warning-re@+2 {{data race on 'w': write of w[{{[0-9]+}}][{{[0-9]+}}] in iteration i={{[0-9]+}}, j={{[0-9]+}} conflicts with write in iteration i={{[0-9]+}}, j={{[0-9]+}} when n={{[0-9]+}}, m={{[0-9]+}} through the out-of-bounds access 'w[i][j + 100]' [drsat]}}
      // expected-note@+1 {{conflicting write of 'w' here}}
      w[i][j + 100] += 1;
}

// Runs only for inputs no small run reaches, and then leaves: Z3 again.
// CHECK: 'parallel for' in 'only_large': race; {{.*}}in-bounds questions: 0 answered by running the loops, 1 asked
void only_large(int n, int m) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < m; j++)
      if (n > 5000)
        // expected-warning-re@+3 {{out-of-bounds access 'w[i][j + 100]': subscript 100 in iteration i={{[0-9]+}}, j=0 is outside [0, 100) when m={{[0-9]+}}, n={{[0-9]+}} [drsat]}}
        // expected-warning-re@+2 {{data race on 'w': write of w[{{[0-9]+}}][{{[0-9]+}}] in iteration i={{[0-9]+}}, j={{[0-9]+}} conflicts with write in iteration i={{[0-9]+}}, j={{[0-9]+}} when m={{[0-9]+}}, n={{[0-9]+}} through the out-of-bounds access 'w[i][j + 100]' [drsat]}}
        // expected-note@+1 {{conflicting write of 'w' here}}
        w[i][j + 100] += 1;
}

// Too many points to run (100 * m * 100): Z3 answers, nothing to report.
// CHECK: 'parallel for' in 'wide_loop': race-free; {{.*}}in-bounds questions: 0 answered by running the loops, 1 asked
void wide_loop(int m) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < 100; k++)
        w[i][j] += k;
}

// A value read from memory in a bound (a local: one value per iteration of
// the worksharing loop) takes chosen values as the inputs do; the counter of
// the loop it bounds (a local too: a loop whose bound is not invariant is
// not kept as a loop) starts at 0, below it.  Z3's form of the question pins
// locals alike (drs_bounds.c).
// CHECK: 'parallel for' in 'bound_from_memory': race-free; {{.*}}in-bounds questions: 1 answered by running the loops, 0 asked
void bound_from_memory(int n, int *len) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len[i]; j++)
      w[i][j] += 1;
}

// NPB BT's shape: bounds in a global array, read inside the loop.
int grid_points[3];
// CHECK: 'parallel for' in 'global_bounds': race-free; {{.*}}in-bounds questions: 1 answered by running the loops, 0 asked
void global_bounds(void) {
  int i, j, k;
  #pragma omp parallel for private(j, k)
  for (i = 0; i < grid_points[0]; i++)
    for (j = 0; j < grid_points[1]; j++)
      for (k = 0; k < 5; k++)
        w[i][j] += k;
}

// Their racy twins: rows past the last whatever the locals are, still
// reported.
// CHECK: 'parallel for' in 'memory_row_leaves': race-free; {{.*}}in-bounds questions: 0 answered by running the loops, 1 asked
void memory_row_leaves(int n, int *len) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len[i]; j++)
      // expected-warning-re@+1 {{out-of-bounds access 'w[i + 100][j]': subscript 100 in iteration i=0 is outside [0, 100) when n={{[0-9]+}} [drsat]}}
      w[i + 100][j] += 1;
}

// CHECK: 'parallel for' in 'global_bounds_row_leaves': race-free; {{.*}}in-bounds questions: 0 answered by running the loops, 1 asked
void global_bounds_row_leaves(void) {
  int i, j;
  #pragma omp parallel for private(j)
  for (i = 0; i < grid_points[0]; i++)
    for (j = 0; j < grid_points[1]; j++)
      // expected-warning@+1 {{out-of-bounds access 'w[i + 100][j]': subscript 100 in iteration i=0 is outside [0, 100) [drsat]}}
      w[i + 100][j] += 1;
}

// A countdown: the loop's condition bounds it from below.
// CHECK: 'parallel for' in 'countdown': race-free; {{.*}}in-bounds questions: 1 answered by running the loops, 0 asked
void countdown(int n, int m) {
  #pragma omp parallel for
  for (int i = n; i > 0; i--)
    for (int j = m; j >= 0; j--)
      w[i - 1][j] += 1;
}

// Racy twins of the runs' conditions: an access that executes only where it
// leaves its row.  Were the path left out of a run, j = 0 would show it
// staying; were the test before the loop left out, m = 1 would.  Either way
// its report and the race through it would be lost.
// CHECK: 'parallel for' in 'guarded_leaves': race; {{.*}}in-bounds questions: 0 answered by running the loops, 1 asked
void guarded_leaves(int n, int m) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (j >= 50)
        // expected-warning-re@+3 {{out-of-bounds access 'w[i][j + 60]': subscript {{[0-9]+}} in iteration i={{[0-9]+}}, j={{[0-9]+}} is outside [0, 100) when n={{[0-9]+}}, m={{[0-9]+}} [drsat]}}
        // expected-warning-re@+2 {{data race on 'w': write of w[{{[0-9]+}}][{{[0-9]+}}] in iteration i={{[0-9]+}}, j={{[0-9]+}} conflicts with write in iteration i={{[0-9]+}}, j={{[0-9]+}} when n={{[0-9]+}}, m={{[0-9]+}} through the out-of-bounds access 'w[i][j + 60]' [drsat]}}
        // expected-note@+1 {{conflicting write of 'w' here}}
        w[i][j + 60] += 1;
}

// CHECK: 'parallel for' in 'env_leaves': race; {{.*}}in-bounds questions: 0 answered by running the loops, 1 asked
void env_leaves(int n, int m) {
  if (m < 50)
    return;
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      // expected-warning-re@+3 {{out-of-bounds access 'w[i][j + 51]': subscript {{[0-9]+}} in iteration i={{[0-9]+}}, j={{[0-9]+}} is outside [0, 100) when m={{[0-9]+}}, n={{[0-9]+}} [drsat]}}
      // expected-warning-re@+2 {{data race on 'w': write of w[{{[0-9]+}}][{{[0-9]+}}] in iteration i={{[0-9]+}}, j={{[0-9]+}} conflicts with write in iteration i={{[0-9]+}}, j={{[0-9]+}} when m={{[0-9]+}}, n={{[0-9]+}} through the out-of-bounds access 'w[i][j + 51]' [drsat]}}
      // expected-note@+1 {{conflicting write of 'w' here}}
      w[i][j + 51] += 1;
}

// A counter whose bound is read in the body is no loop of the model (a
// local, Builder::execOddLoop), but it still starts at its first value and
// only steps up: j + 100 leaves the row whatever len[i] is.  Without that
// fact j could be -100 and "may stay" -- no report, and a race-free verdict
// resting on the in-bounds rule for an access that is never within it.
// CHECK: 'parallel for' in 'counter_bounded_by_memory_leaves': possible-race; {{.*}}in-bounds questions: 0 answered by running the loops, 1 asked
void counter_bounded_by_memory_leaves(int n, int *len) {
  #pragma omp parallel for // expected-note {{assuming 'len' and 'w' do not alias (pointer of unknown origin and a named array)}}
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len[i]; j++)
      // expected-warning-re@+3 {{out-of-bounds access 'w[i][j + 100]': subscript 100 in iteration i=0 is outside [0, 100) when n={{[0-9]+}} [drsat]}}
      // expected-warning-re@+2 {{possible data race on 'w': write in iteration i={{[0-9]+}} conflicts with write in iteration i={{[0-9]+}} when n={{[0-9]+}} if len[{{[0-9]+}}] = {{[0-9]+}}, len[{{[0-9]+}}] = {{[0-9]+}} (value of 'j' after a loop is not tracked here; contents of 'len' are not known here) through the out-of-bounds access 'w[i][j + 100]' [drsat]}}
      // expected-note@+1 {{conflicting write of 'w' here}}
      w[i][j + 100] += 1;
}

// Its racy twin: a counter the body writes gets no floor -- j runs down
// from 2 * i, so iteration 1 writes u[1] and u[0] after iteration 0 wrote
// u[0].  With the floor j >= 2 * i the writes of two iterations could not
// meet and the loop would be race-free.
int u[100];
void counter_written_in_body(int n, int *len) {
  #pragma omp parallel for // expected-note {{assuming 'len' and 'u' do not alias (pointer of unknown origin and a named array)}}
  for (int i = 0; i < n; i++)
    for (int j = 2 * i; j < len[i]; j++) {
      if (j < 0)
        break;
      if (j <= 2 * i + 1)
        // expected-warning@+2 {{possible data race on 'u': write in iteration i=0 conflicts with write in iteration i=1 when n=2 if len[0] = 1, len[1] = 1 (value of 'j' after a loop is not tracked here; contents of 'len' are not known here) [drsat]}}
        // expected-note@+1 {{conflicting write of 'u' here}}
        u[j] = i;
      j -= 2;
    }
}

// A stencil's loops run only from a size of 7 on: every input 8 answers
// (the random choices rarely give all three sizes 7 or more).
double f4[12][12][12][5];
// CHECK: 'parallel for' in 'stencil_sizes': race-free; {{.*}}in-bounds questions: 1 answered by running the loops, 0 asked
void stencil_sizes(int a, int b, int c) {
  #pragma omp parallel for
  for (int i = 3; i <= a - 4; i++)
    for (int j = 3; j <= b - 4; j++)
      for (int k = 3; k <= c - 4; k++)
        f4[i][j][k][0] += 1;
}

// Counters of loops after other loops (m, i) are values the model keeps as
// locals bounded by the access's path (`i >= 3 && i <= gp[0] - 4`): one
// choice for every local never meets that path, the locals fitted to
// their paths' lower bounds do (NPB BT's exact_rhs).
int gp[3];
// CHECK: 'parallel for' in 'counters_in_path': race-free; {{.*}}in-bounds questions: 2 answered by running the loops, 0 asked
void counters_in_path(void) {
  int i, j, k, m;
  #pragma omp parallel for private(i, k, m)
  for (j = 1; j < gp[1] - 1; j++)
    for (k = 1; k < gp[2] - 1; k++) {
      for (m = 0; m < 5; m++) {
        i = 1;
        f4[i][j][k][m] += 1;
      }
      for (m = 0; m < 5; m++)
        for (i = 3; i <= gp[0] - 4; i++)
          f4[i][j][k][m] += 1;
    }
}

// Their twins leave f4 whatever the inputs: a run at 8, fitted or not,
// shows it leaving, Z3 is asked, and the access is reported.
// CHECK: 'parallel for' in 'stencil_leaves': race-free; {{.*}}in-bounds questions: 0 answered by running the loops, 1 asked
void stencil_leaves(int a, int b, int c) {
  #pragma omp parallel for
  for (int i = 3; i <= a - 4; i++)
    for (int j = 3; j <= b - 4; j++)
      for (int k = 3; k <= c - 4; k++)
        // expected-warning-re@+1 {{out-of-bounds access 'f4[i + 9][j][k][0]': subscript 12 in iteration i=3, j={{[0-9]+}}, k={{[0-9]+}} is outside [0, 12) when a={{[0-9]+}}, b={{[0-9]+}}, c={{[0-9]+}} [drsat]}}
        f4[i + 9][j][k][0] += 1;
}

// CHECK: 'parallel for' in 'counters_leave': race-free; {{.*}}in-bounds questions: 1 answered by running the loops, 1 asked
void counters_leave(void) {
  int i, j, k, m;
  #pragma omp parallel for private(i, k, m)
  for (j = 1; j < gp[1] - 1; j++)
    for (k = 1; k < gp[2] - 1; k++) {
      for (m = 0; m < 5; m++) {
        i = 1;
        f4[i][j][k][m] += 1;
      }
      for (m = 0; m < 5; m++)
        for (i = 3; i <= gp[0] - 4; i++)
          // expected-warning-re@+1 {{out-of-bounds access 'f4[i + 9][j][k][m]': subscript 12 in iteration j={{[0-9]+}}, m={{[0-9]+}} is outside [0, 12) [drsat]}}
          f4[i + 9][j][k][m] += 1;
    }
}
