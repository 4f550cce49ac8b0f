// Accesses: arrays (global, local, static, multi-dim), pointer parameters
// (p[i], *(p + i), *p, p->x), struct arrays, pointers resolved to their
// object and offset, byte offsets, sizes, modes; refusals with reasons.
// RUN: %cc1 -plugin-arg-drsat dump-model=%t.json %s 2>/dev/null; true
// RUN: %python %S/Inputs/model_summary.py %t.json | FileCheck %s

struct pt { int x; short y; };
struct pt sp[100];
double m2[10][20];

void arrays(void) {
  static char st[64];
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) {
    m2[i][i + 1] = 1.0;
    st[i] += 1;
    sp[i].y = sp[i + 1].x;
  }
}
// CHECK-LABEL: construct parallel for in arrays: analyzed
// CHECK: object m2 array elem=8
// CHECK: object st array elem=1
// CHECK: object sp array elem=8
// CHECK: access w m2 "m2[i][i + 1]" off=(((i64)i * 160:i64) + ((i64)(i + 1) * 8:i64)) size=8 index=[i, (i + 1)] member=-
// CHECK: access rw st "st[i]" off=(i64)i size=1 index=[i]
// CHECK: access r sp "sp[i + 1].x" off=((i64)(i + 1) * 8:i64) size=4 index=[(i + 1)] member=.x
// CHECK: access w sp "sp[i].y" off=(((i64)i * 8:i64) + 4:i64) size=2 index=[i] member=.y

void pointers(int *p, struct pt *q, long *r) {
  int *s = p + 12;
  #pragma omp parallel for
  for (unsigned i = 0; i < 10; i++) {
    *(p + i) = 0;
    s[i]++;
    q->x = *r;
  }
}
// CHECK-LABEL: construct parallel for in pointers: analyzed
// CHECK: object p pointer elem=4 unaliased
// CHECK: access w p "*(p + i)" off=((i64)i * 4:i64) size=4 index=[i]
// CHECK: access rw p "s[i]" off=(48:i64 + ((i64)i * 4:i64)) size=4
// CHECK: access r r "*r" off=0:i64 size=8 index=[0]
// CHECK: access w q "q->x" off=0:i64 size=4 index=[] member=->x
// CHECK: assume 'p' and 'r' do not alias (different pointer variables of unknown origin)
// CHECK: assume 'p' and 'q' do not alias
// CHECK: assume 'r' and 'q' do not alias

void pointer_into_array(int k) {
  static int arr[100];
  int *row = &arr[10];
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) row[i] = arr[i];
}
// CHECK-LABEL: construct parallel for in pointer_into_array: analyzed
// CHECK: access r arr "arr[i]" off=((i64)i * 4:i64)
// CHECK: access w arr "row[i]" off=(40:i64 + ((i64)i * 4:i64))

void private_array(void) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) {
    int tmp[4];
    tmp[i % 4] = i;
    sp[i].x = tmp[0];
  }
}
// CHECK-LABEL: construct parallel for in private_array: analyzed
// CHECK-NOT: access {{.*}} tmp
// CHECK: access w sp "sp[i].x"

void pointer_written(int *p, int *q) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) { p = q + i; *p = 0; }
}
// CHECK-LABEL: construct parallel for in pointer_written: not analyzed: pointer 'p' is written inside the loop

union u { int i; float f; } uu[10];
void unions(void) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) uu[i].i = 0;
}
// CHECK-LABEL: construct parallel for in unions: incomplete: union member 'i' is not modelled

struct bf { int a : 3; int b : 5; } bfs[10];
void bitfields(void) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) bfs[i].a = 1;
}
// CHECK-LABEL: construct parallel for in bitfields: incomplete: bit-field 'a' is not modelled

void float_index(double *d, int *p) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) p[(int)d[i]] = 0;
}
// CHECK-LABEL: construct parallel for in float_index: analyzed
// CHECK: access r d "d[i]"
// CHECK: access w p "p[(int)d[i]]" off=((i64)(int)d[i] * 4:i64)

int getn(int);
void calls(double *d, int *p) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) { p[i] = getn(i); }
}
// CHECK-LABEL: construct parallel for in calls: not analyzed: call to 'getn' may access shared memory

double sqrt(double);
void purecalls(double *d) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) { d[i] = sqrt(d[i + 1]); }
}
// CHECK-LABEL: construct parallel for in purecalls: analyzed
// CHECK: access r d "d[i + 1]"
// CHECK: access w d "d[i]"
