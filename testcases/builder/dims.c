// Row-major dims on accesses (drs_access.dims): set for subscripts of a full
// array type -- fixed size, 3-D, arrays of structs with a member, VLA (the
// row length as evaluated at the declaration), VLA parameters and pointers to
// arrays -- and never when the offset is composed another way (pointer
// arithmetic on a row, casts); arrays inside structs get their extents for
// the in-bounds rule only (dims_bounds_only).  VLA sizes must be
// positive (C11 6.7.6.2p5): that becomes an environment fact.
// RUN: %cc1 -plugin-arg-drsat budget-ms=0 -plugin-arg-drsat dump-model=%t.json %s 2>/dev/null; true
// RUN: %python %S/Inputs/model_summary.py %t.json | FileCheck %s

int g[10][20];
struct pt { int x; short y; };
struct pt sg[8][6];
double cube[4][5][6];
struct box { int m[4][5]; } bx;

void fixed(void) {
  #pragma omp parallel for
  for (int i = 0; i < 4; i++) {
    g[i][i + 1] = 1;
    sg[i][2].y = 3;
    cube[i][1][2] = 0;
    *g[i] = 2;
    *(g[i] + 3) = 4;
    (g[i] + 1)[2] = 5;
    ((int *)g)[i] = 6;
    bx.m[i][1] = 7;
  }
}
// CHECK-LABEL: construct parallel for in fixed: analyzed
// CHECK: access w g "g[i][i + 1]" off=(((i64)i * 80:i64) + ((i64)(i + 1) * 4:i64)) size=4 index=[i, (i + 1)] member=- path=true loop=0 lock=None dims=[10:i64, 20:i64]{{$}}
// CHECK: access w sg "sg[i][2].y" {{.*}} index=[i, 2] member=.y {{.*}} dims=[8:i64, 6:i64]{{$}}
// CHECK: access w cube "cube[i][1][2]" {{.*}} index=[i, 1, 2] {{.*}} dims=[4:i64, 5:i64, 6:i64]{{$}}
// CHECK: access w g "*g[i]" {{.*}} index=[i, 0] {{.*}} dims=[10:i64, 20:i64]{{$}}
// CHECK: access w g "*(g[i] + 3)" {{.*}} index=[i, 3] {{.*}} dims=[10:i64, 20:i64]{{$}}
// CHECK: access w g "(g[i] + 1)[2]" {{.*}} lock=None{{$}}
// CHECK: access w g "((int *)g)[i]" {{.*}} lock=None{{$}}
// the member array's subscripts are bounded, its offset is not row-major
// CHECK: access w bx "bx.m[i][1]" {{.*}} lock=None dims=[4:i64, 5:i64] bounds-only{{$}}

void vla(int n, int m) {
  double w[n][m];
  m = 3;  // the rows keep the length they were declared with
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      w[i][j] = 0;
}
// CHECK-LABEL: construct parallel for in vla: analyzed
// CHECK: env: ((n > 0) && (m > 0))
// CHECK: loop 1 inner j init=0 cond=(j < 3)
// CHECK: access w w "w[i][j]" off=(((i64)i * ((i64)m * 8:i64)) + ((i64)j * 8:i64)) size=8 index=[i, j] {{.*}} dims=[(i64)n, (i64)m]{{$}}

void vla3(int n, int m, int k) {
  int v[n][m][k];
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    v[i][m - 1][k - 1] = i;
}
// CHECK-LABEL: construct parallel for in vla3: analyzed
// CHECK: env: (((n > 0) && (m > 0)) && (k > 0))
// CHECK: access w v "v[i][m - 1][k - 1]" {{.*}} dims=[(i64)n, (i64)m, (i64)k]{{$}}

void params(int n, int m, double a[n][m], int (*p)[7]) {
  double (*q)[m] = a;
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    a[i][1] = 0;
    p[i][2] = 1;
    q[i][3] = 2;
  }
}
// CHECK-LABEL: construct parallel for in params: analyzed
// The outermost size of a parameter (n) is dropped by the adjustment to a
// pointer: no fact about it.
// CHECK: env: ((m > 0) && (m > 0))
// CHECK: access w a "a[i][1]" off=(((i64)i * ((i64)m * 8:i64)) + 8:i64) {{.*}} index=[i, 1] {{.*}} dims=[-, (i64)m]{{$}}
// CHECK: access w p "p[i][2]" off=(((i64)i * 28:i64) + 8:i64) {{.*}} dims=[-, 7:i64]{{$}}
// CHECK: access w a "q[i][3]" {{.*}} index=[i, 3] {{.*}} dims=[-, (i64)m]{{$}}

void one_dim(int *p) {
  int l[50];
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    l[i] = p[i];
}
// CHECK-LABEL: construct parallel for in one_dim: analyzed
// CHECK: access r p "p[i]" {{.*}} lock=None{{$}}
// CHECK: access w l "l[i]" {{.*}} lock=None dims=[50:i64]{{$}}
