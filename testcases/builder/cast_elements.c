// Accesses through a pointer of another element type name the element of
// the object that holds the accessed byte: index = byte offset / the
// object's element size, no member, no dims.
// RUN: %cc1 -plugin-arg-drsat dump-model=%t.json %s 2>/dev/null; true
// RUN: %python %S/Inputs/model_summary.py %t.json | FileCheck %s

int a[100];
struct pt { int x; short y; } sp[10];

void casts(void) {
  char *c = (char *)a;
  short *s = (short *)a;
  double *d = (double *)a;
  int *ip = (int *)sp;
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) {
    c[4 * i + 4] = 1;
    s[i] = 2;
    d[i] = 3;
    ip[i] = 4;
  }
}
// CHECK-LABEL: construct parallel for in casts: analyzed
// CHECK: object a array elem=4
// CHECK: object sp array elem=8
// CHECK: access w a "c[4 * i + 4]" off=(i64)((4 * i) + 4) size=1 index=[((i64)((4 * i) + 4) / 4:i64)] member=- {{.*}} lock=None{{$}}
// CHECK: access w a "s[i]" off=((i64)i * 2:i64) size=2 index=[(((i64)i * 2:i64) / 4:i64)] member=- {{.*}} lock=None{{$}}
// CHECK: access w a "d[i]" off=((i64)i * 8:i64) size=8 index=[(((i64)i * 8:i64) / 4:i64)] member=- {{.*}} lock=None{{$}}
// CHECK: access w sp "ip[i]" off=((i64)i * 4:i64) size=4 index=[(((i64)i * 4:i64) / 8:i64)] member=- {{.*}} lock=None{{$}}
