// One iteration of the body: paths of if/else, continue, ?:, && and ||,
// switch; values of locals; inner loops (canonical and not); reads of
// memory as fresh unknowns.
// RUN: %cc1 -plugin-arg-drsat dump-model=%t.json %s 2>/dev/null; true
// RUN: %python %S/Inputs/model_summary.py %t.json | FileCheck %s

int a[1000], b[1000];

void paths(int n) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i < 50) {
      if (i % 2 == 0)
        continue;
      a[i] = 1;
    } else {
      a[2 * i] = 2;
    }
    b[i] = 3;
  }
}
// CHECK-LABEL: construct parallel for in paths: analyzed
// CHECK: access w a "a[i]" {{.*}} path=((i < 50) && !((i % 2) == 0))
// CHECK: access w a "a[2 * i]" {{.*}} path=!(i < 50)
// CHECK: access w b "b[i]" {{.*}} path=(((i < 50) && !((i % 2) == 0)) || !(i < 50))

void shortcircuit(int n) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i > 10 && a[i] > 0)
      b[i] = a[i] ? i : b[i + 1];
  }
}
// CHECK-LABEL: construct parallel for in shortcircuit: analyzed
// CHECK: access r a "a[i]" {{.*}} path=(i > 10) loop=0
// CHECK: access r a "a[i]" {{.*}} path=((i > 10) && (a[i] > 0)) loop=0
// CHECK: access r b "b[i + 1]" {{.*}} path=(((i > 10) && (a[i] > 0)) && !a[i].1)
// CHECK: access w b "b[i]"

void locals(int n) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    int k = i * 2;
    k += 1;
    int j = k++;
    a[j + k] = 0;
  }
}
// CHECK-LABEL: construct parallel for in locals: analyzed
// CHECK: access w a "a[j + k]" off=((i64)(((i * 2) + 1) + (((i * 2) + 1) + 1)) * 4:i64)

void sw(int n) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    switch (i % 4) {
    case 0:
      a[i] = 0;
      break;
    case 1:
    case 2:
      a[i + 1] = 0;
    default:
      b[i] = 0;
    }
  }
}
// CHECK-LABEL: construct parallel for in sw: analyzed
// CHECK: access w a "a[i]" {{.*}} path=((i % 4) == 0)
// CHECK: access w a "a[i + 1]" {{.*}} path=(((i % 4) == 1) || ((i % 4) == 2))
// CHECK: access w b "b[i]" {{.*}} path=((((i % 4) == 1) || ((i % 4) == 2)) || ((!((i % 4) == 2) && !((i % 4) == 1)) && !((i % 4) == 0)))

void inner(int n, int m) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int s = 0;
    for (int j = 0; j < m; j += 2) {
      if (j > i) break;
      a[i * m + j] = s;
      s++;
    }
    b[i + s] = 0;
  }
}
// CHECK-LABEL: construct parallel for in inner: analyzed
// CHECK: loop 1 inner j init=0 cond=(j < m) step=2 parent=0
// CHECK: access w a "a[i * m + j]" {{.*}} path=!(j > i) loop=1
// CHECK: access w b "b[i + s]" off=((i64)(i + s.{{[0-9]+}}) * 4:i64) {{.*}} path=true loop=0

void oddinner(int n) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int k = i;
    while (k > 0) {
      a[k] = 1;
      k /= 2;
    }
  }
}
// CHECK-LABEL: construct parallel for in oddinner: analyzed
// CHECK: sym [[K:k(\.[0-9]+)?]] local i32
// CHECK: access w a "a[k]" off=((i64)[[K]] * 4:i64) size=4 index=[[[K]]] member=- path=([[K]] > 0) loop=0

void stop(int *p) {
  #pragma drs
  for (int i = 0; i < 10; i++) { if (p[i]) break; p[i] = 1; }
}
// CHECK-LABEL: construct drs in stop: not analyzed: 'break' in the loop of the construct is not modelled

void unknown_stmt(int *p) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) { __asm__("nop"); p[i] = 1; }
}
// CHECK-LABEL: construct parallel for in unknown_stmt: not analyzed: inline assembly is not modelled
