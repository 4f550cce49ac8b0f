// Arrays inside structures keep their subscripts within their extents, as
// any array does (C11 J.2: "even if an object is apparently accessible"):
// with unknown loop bounds, rows of a member matrix do not overlap and a
// member array does not run into the next member.  The verdict states the
// assumption; a subscript out of its extent whatever the inputs is reported.
// RUN: %cc1 -plugin-arg-drsat remarks -verify %s

struct grid { int n; double u[64][64]; double v[64]; double w[64]; } G;
struct cell { double a[4]; double b; } cells[10];

void member_matrix(int n, int m) {
  // expected-remark@+2 {{loop is free of data races: 2 access pairs checked [drsat]}}
  // expected-note@+1 {{assuming every subscript of 'G' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      G.u[i][j] = G.u[i][j] + 1;
}

void next_member(int n) {
  // v[i] never reaches w[0]
  // expected-remark@+2 {{loop is free of data races: 3 access pairs checked [drsat]}}
  // expected-note@+1 {{assuming every subscript of 'G' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    G.v[i] = G.w[0] + G.v[i];
}

void element_members(int n) {
  // expected-remark@+2 {{loop is free of data races: 2 access pairs checked [drsat]}}
  // (a[0..3] and b of different cells never share bytes: no assumption stated)
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 4; j++)
      cells[i].a[j] = cells[i].b;
}

void through_pointer(struct grid *p, int n) {
  // expected-remark@+2 {{loop is free of data races: 2 access pairs checked [drsat]}}
  // expected-note@+1 {{assuming every subscript of 'p' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    p->u[i][0] = p->u[0][i];
}

void neighbour(int n) {
  // the race stays, with a witness inside v
  // (the witness is checked against the model by unit/solve_member_bounds.json)
  // expected-warning-re@+3 {{data race on 'G': write of G.v[{{[0-9]+}}] in iteration i={{[0-9]+}} conflicts with read in iteration i={{[0-9]+}} when n={{[0-9]+}} [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    G.v[i] = G.v[i + 1]; // expected-note {{conflicting read of 'G' here}}
}
