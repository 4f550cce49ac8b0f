// Rows of a pointer-to-pointer parameter (plugin/SymTables.cpp,
// paramRows): what `double **p` points at is not visible, so drsat assumes
// -- and says so in a note -- that its rows are distinct objects, apart from
// the table, each accessed within its own extent.  p[i][j] per row is then
// race-free, p[i][j] = p[i - 1][j] a race with the rows named.  Only where
// the entries cannot change: p read only as `p[e]` values, never written,
// passed on or copied; not in an orphaned loop (each thread may pass its
// own table).
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify=remarks -fplugin-arg-drsat-remarks %s

void own_rows(double **p, int n, int m) {
  // remarks-remark@+3 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+2 {{assuming the rows 'p[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  // remarks-note@+1 {{assuming every subscript of 'p' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      p[i][j] = i;
}

void neighbour(double **p, int n, int m) {
  // expected-note@+2 {{assuming the rows 'p[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  // remarks-note@+1 {{assuming the rows 'p[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  #pragma omp parallel for
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      p[i][j] = p[i - 1][j]; // expected-warning {{data race on 'p': write of p[1][0] in iteration i=1, j=0 conflicts with read in iteration i=2, j=0 when n=8, m=8, row size of 'p'=8 [drsat]}} expected-note {{conflicting read of 'p' here}} remarks-warning {{data race on 'p'}} remarks-note {{conflicting read of 'p' here}}
}

void stencil(double **a, double **b, int n) {
  // remarks-remark@+5 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+4 {{assuming every subscript of 'a' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  // remarks-note@+3 {{assuming the rows 'a[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  // remarks-note@+2 {{assuming the rows 'b[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  // remarks-note@+1 {{do not alias}}
  #pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      a[i][j] = (b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]) / 4;
}

// A pointer formed by arithmetic on a row stays in that row: `r[k]` of
// `r = p[i] + 1` is p[i][1 + k], compared as subscripts (it was a false
// race through the next row in flat memory, or a budget-long query).
void row_plus_one(double **p, int n, int m) {
  // remarks-remark@+3 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+2 {{assuming the rows 'p[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  // remarks-note@+1 {{assuming every subscript of 'p' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *r = p[i] + 1;
    for (int k = 0; k < m; k++)
      r[k] = i;
  }
}

void row_walked(double **p, int n) {
  // remarks-remark@+3 {{loop is free of data races: 3 access pairs checked}}
  // remarks-note@+2 {{assuming the rows 'p[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  // remarks-note@+1 {{assuming every subscript of 'p' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *r = p[i];
    r++;
    r += 2;
    *r = 1;
    r[1] = 2;
  }
}

void row_before_next(double **p, int n) {
  // expected-note@+2 {{assuming the rows 'p[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  // remarks-note@+1 {{assuming the rows 'p[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  #pragma omp parallel for
  for (int i = 0; i < n - 1; i++) {
    double *r = p[i + 1] - 1;
    r[1] = i; // expected-warning {{data race on 'p': write of p[1][0] in iteration i=0 conflicts with write in iteration i=1 when n=8, row size of 'p'=8 [drsat]}} remarks-warning {{data race on 'p'}}
    p[i][0] = i; // expected-note {{conflicting write of 'p' here}} remarks-note {{conflicting write of 'p' here}}
  }
}

void rows_shifted(double **p, int n) {
  // expected-note@+2 {{assuming the rows 'p[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  // remarks-note@+1 {{assuming the rows 'p[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  #pragma omp parallel for
  for (int i = 1; i < n; i++) {
    double *r = p[i] + 1;
    double *q = p[i - 1] + 2;
    r[0] = q[-1]; // expected-warning {{data race on 'p': write of p[1][1] in iteration i=1 conflicts with read in iteration i=2 when n=3, row size of 'p'=16 [drsat]}} expected-note {{conflicting read of 'p' here}} remarks-warning {{data race on 'p'}} remarks-note {{conflicting read of 'p' here}}
  }
}

void one_row_shared(double **p, int n) {
  // expected-note@+2 {{assuming the rows 'p[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  // remarks-note@+1 {{assuming the rows 'p[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *r = p[0] + i;
    r[0] = 1; // expected-warning {{data race on 'p': write of p[0][1] in iteration i=1 conflicts with write in iteration i=0 when n=2 [drsat]}} remarks-warning {{data race on 'p'}}
    r[1] = 2; // expected-note {{conflicting write of 'p' here}} remarks-note {{conflicting write of 'p' here}}
  }
}

// what stays "not analyzed"
void entry_written(double **p, double *q, int n) {
  p[0] = q;
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'p[i]' is loaded from memory in the loop [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++)
    p[i][0] = 1;
}

void table_copied(double **p, int n) {
  double **r = p;
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'r[i]' is loaded from memory in the loop [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++)
    p[i][0] = r[i][1];
}

void orphaned(double **p, int n) {
  #pragma omp for // expected-warning {{loop not analyzed: pointer 'p[i]' is loaded from memory in the loop [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++)
    p[i][0] = 1;
}

// Another table may be p itself (q == p): a pointer stored through it, here
// or in a function defined here that this one calls, may make p's rows
// alias, so no rows are assumed; a store into a local does not.
void other_table_written(double **p, double **q, int n) {
  q[1] = q[0];
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'p[i]' is loaded from memory in the loop (the function, or one it calls, may store a pointer into memory and so make rows of 'p' alias) [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++)
    p[i][0] = i;
}

static void make_alias(double **q) { q[1] = q[0]; }
void other_table_written_by_callee(double **p, double **q, int n) {
  make_alias(q);
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'p[i]' is loaded from memory in the loop (the function, or one it calls, may store a pointer into memory and so make rows of 'p' alias) [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++)
    p[i][0] = i;
}

double **G;
static void alias_global(void) { G[1] = G[0]; }
void global_table_written_by_callee(int n) {
  alias_global();
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'G[i]' is loaded from memory in the loop (the function, or one it calls, may store a pointer into memory and so make rows of 'G' alias) [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++)
    G[i][0] = i;
}

void pointer_kept_in_local(double **p, double **q, int n) {
  double *r = q[0];
  r[0] = 1;
  // remarks-remark@+3 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+2 {{assuming the rows 'p[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  // remarks-note@+1 {{assuming every subscript of 'p' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    p[i][0] = i;
}

// a function not defined here, given another table, may store through it;
// given only integers, it stands with the caller's side of the assumption
void rows_to_elsewhere(double **q);
void other_table_passed_on(double **p, double **q, int n) {
  rows_to_elsewhere(q);
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'p[i]' is loaded from memory in the loop (the function, or one it calls, may store a pointer into memory and so make rows of 'p' alias) [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++)
    p[i][0] = i;
}

void through_pointer(double **p, double **q, int n) {
  void (*fp)(double **) = make_alias;
  fp(q);
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'p[i]' is loaded from memory in the loop (the function, or one it calls, may store a pointer into memory and so make rows of 'p' alias) [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++)
    p[i][0] = i;
}

// nor given a structure by value that holds another table
struct holder { double **q; };
void holder_elsewhere(struct holder h);
void other_table_in_a_structure(double **p, double **q, int n) {
  struct holder h = {q};
  holder_elsewhere(h);
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'p[i]' is loaded from memory in the loop (the function, or one it calls, may store a pointer into memory and so make rows of 'p' alias) [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++)
    p[i][0] = i;
}

void count_elsewhere(int n);
void integers_passed_on(double **p, int n) {
  count_elsewhere(n);
  // remarks-remark@+3 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+2 {{assuming the rows 'p[...]' of the parameter are distinct objects, apart from the table, each accessed within its own extent}}
  // remarks-note@+1 {{assuming every subscript of 'p' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    p[i][0] = i;
}
