// Rows of a `T ***` parameter (plugin/SymTables.cpp, paramRows3): the
// assumption of param_rows.c one level deeper -- the rows u[e][f] are
// distinct objects, apart from the tables u and u[e], each accessed within
// its own extent and f within u[e]'s (stated in a note).  u[i][j][k] per
// (i, j) is then race-free; a neighbour in any of the three subscripts, or
// the first plane read by every iteration, is a race with the rows named.
// Only where no entry can change: u read only as `u[e][f]` values in the
// function, no `u[e]` or `u[e][f]` written, copied or passed on; not in an
// orphaned loop.
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify=remarks -fplugin-arg-drsat-remarks %s

void own_rows(double ***u, int n, int m, int l) {
  // remarks-remark@+3 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+2 {{assuming the rows 'u[...][...]' of the parameter are distinct objects, apart from the tables 'u' and 'u[...]', each accessed within its own extent}}
  // remarks-note@+1 {{assuming every subscript of 'u' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < l; k++)
        u[i][j][k] = i;
}

void neighbour(double ***u, int n, int m, int l) {
  // expected-note@+2 {{assuming the rows 'u[...][...]' of the parameter are distinct objects, apart from the tables 'u' and 'u[...]', each accessed within its own extent}}
  // remarks-note@+1 {{assuming the rows 'u[...][...]' of the parameter are distinct objects}}
  #pragma omp parallel for
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < l; k++)
        u[i][j][k] = u[i - 1][j][k]; // expected-warning {{data race on 'u': write of u[1][0][0] in iteration i=1, j=0, k=0 conflicts with read in iteration i=2, j=0, k=0 when n=8, m=8, l=8, rows per entry of 'u'=8, row size of 'u'=8 [drsat]}} expected-note {{conflicting read of 'u' here}} remarks-warning {{data race on 'u'}} remarks-note {{conflicting read of 'u' here}}
}

// the middle subscript: rows u[c][j] and u[c][j - 1] are different rows,
// the same row one iteration later
void middle(double ***u, int c, int m, int l) {
  // expected-note@+2 {{assuming the rows 'u[...][...]' of the parameter are distinct objects}}
  // remarks-note@+1 {{assuming the rows 'u[...][...]' of the parameter are distinct objects}}
  #pragma omp parallel for
  for (int j = 1; j < m; j++)
    for (int k = 0; k < l; k++)
      u[c][j][k] = u[c][j - 1][k]; // expected-warning {{data race on 'u': write of u[8][1][0] in iteration j=1, k=0 conflicts with read in iteration j=2, k=0 when m=8, l=8, rows per entry of 'u'=8, row size of 'u'=8, c=8 [drsat]}} expected-note {{conflicting read of 'u' here}} remarks-warning {{data race on 'u'}} remarks-note {{conflicting read of 'u' here}}
}

void within_row(double ***u, int c, int d, int l) {
  // expected-note@+2 {{assuming the rows 'u[...][...]' of the parameter are distinct objects}}
  // remarks-note@+1 {{assuming the rows 'u[...][...]' of the parameter are distinct objects}}
  #pragma omp parallel for
  for (int k = 0; k < l - 1; k++)
    u[c][d][k] = u[c][d][k + 1]; // expected-warning {{data race on 'u': write of u[0][0][1] in iteration k=1 conflicts with read in iteration k=0 when l=3, c=0, d=0 [drsat]}} expected-note {{conflicting read of 'u' here}} remarks-warning {{data race on 'u'}} remarks-note {{conflicting read of 'u' here}}
}

void first_plane(double ***u, int n, int m) {
  // expected-note@+2 {{assuming the rows 'u[...][...]' of the parameter are distinct objects}}
  // remarks-note@+1 {{assuming the rows 'u[...][...]' of the parameter are distinct objects}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      u[i][j][0] = u[0][j][0]; // expected-warning {{data race on 'u': write of u[0][0][0] in iteration i=0, j=0 conflicts with read in iteration i=1, j=0 when n=2, m=1 [drsat]}} expected-note {{conflicting read of 'u' here}} remarks-warning {{data race on 'u'}} remarks-note {{conflicting read of 'u' here}}
}

// its twin: another element of the row, never written
void first_plane_other(double ***u, int n, int m) {
  // remarks-remark@+3 {{loop is free of data races: 2 access pairs checked}}
  // remarks-note@+2 {{assuming the rows 'u[...][...]' of the parameter are distinct objects}}
  // remarks-note@+1 {{assuming every subscript of 'u' lies within its extent}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      u[i][j][0] = u[0][j][1];
}

// a row held in a pointer stays row (i, j): within its extent
void row_pointer(double ***u, int n, int m, int l) {
  // remarks-remark@+3 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+2 {{assuming the rows 'u[...][...]' of the parameter are distinct objects}}
  // remarks-note@+1 {{assuming every subscript of 'u' lies within its extent}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      double *r = u[i][j];
      for (int k = 0; k < l; k++)
        r[k] = 0;
    }
}

// NPB MG's psinv shape: a seven-point stencil from u into r
void smooth(double ***r, double ***u, int n1, int n2, int n3) {
  // remarks-remark@+5 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+4 {{assuming the rows 'u[...][...]' of the parameter are distinct objects}}
  // remarks-note@+3 {{assuming the rows 'r[...][...]' of the parameter are distinct objects}}
  // remarks-note@+2 {{assuming 'u' and 'r' do not alias}}
  // remarks-note@+1 {{assuming every subscript of 'r' lies within its extent}}
  #pragma omp parallel for
  for (int i3 = 1; i3 < n3 - 1; i3++)
    for (int i2 = 1; i2 < n2 - 1; i2++)
      for (int i1 = 1; i1 < n1 - 1; i1++)
        r[i3][i2][i1] = u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1] + u[i3][i2 - 1][i1] +
                        u[i3][i2 + 1][i1] + u[i3][i2][i1 - 1] + u[i3][i2][i1 + 1];
}

// what stays "not analyzed"
void entry_written(double ***u, double *q, int n) {
  u[0][0] = q;
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'u[i]' is loaded from memory in the loop (the function, or one it calls, may store a pointer into memory and so make rows of 'u' alias) [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++)
    u[i][0][0] = 1;
}

void plane_copied(double ***u, int n) {
  double **p = u[0];
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'p[i]' is loaded from memory in the loop [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++)
    u[i][0][0] = p[i][0];
}

void orphaned(double ***u, int n) {
  #pragma omp for // expected-warning {{loop not analyzed: pointer 'u[i]' is loaded from memory in the loop [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++)
    u[i][0][0] = 1;
}

// a table another function may rewrite (`u[1][0] = u[0][0]` there): not
// read only, so no rows are assumed
void alias_rows(double ***u);
void passed_on(double ***u, int n) {
  alias_rows(u);
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'u[i]' is loaded from memory in the loop [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++)
    u[i][0][0] = i;
}

// a block-scope `u` in the loop is a local copy, not the parameter
void shadowed_inside(double ***u, double ***v, int n) {
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'u[i]' is loaded from memory in the loop [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++) {
    double ***u = v;
    u[i][0][0] = i;
  }
}

// a pointer stored through another table (q == u[0] may hold): no rows
void other_table_written(double ***u, double **q, int n) {
  q[1] = q[0];
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'u[i]' is loaded from memory in the loop (the function, or one it calls, may store a pointer into memory and so make rows of 'u' alias) [drsat]}} remarks-warning {{not analyzed}}
  for (int i = 0; i < n; i++)
    u[i][0][0] = i;
}

// a pointer formed by arithmetic on a row stays in that row (i, j)
void row_plus_one(double ***u, int n, int m) {
  // remarks-remark@+3 {{loop is free of data races: 1 access pairs checked}}
  // remarks-note@+2 {{assuming the rows 'u[...][...]' of the parameter are distinct objects, apart from the tables 'u' and 'u[...]', each accessed within its own extent}}
  // remarks-note@+1 {{assuming every subscript of 'u' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double *r = u[j][i] + 1;
      for (int k = 0; k < m; k++)
        r[k] = i;
    }
}

void one_row_each_j(double ***u, int n, int m) {
  // expected-note@+2 {{assuming the rows 'u[...][...]' of the parameter are distinct objects, apart from the tables 'u' and 'u[...]', each accessed within its own extent}}
  // remarks-note@+1 {{assuming the rows 'u[...][...]' of the parameter are distinct objects, apart from the tables 'u' and 'u[...]', each accessed within its own extent}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double *r = u[j][0] + 1;
      for (int k = 0; k < m; k++)
        r[k] = i; // expected-warning {{data race on 'u': write of u[0][0][1] in iteration i=0, j=0, k=0 conflicts with write in iteration i=1, j=0, k=0 when n=2, m=1 [drsat]}} expected-note {{conflicting write of 'u' here}} remarks-warning {{data race on 'u'}} remarks-note {{conflicting write of 'u' here}}
    }
}
