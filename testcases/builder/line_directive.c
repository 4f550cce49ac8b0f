// Lines and columns in the model follow #line, like the diagnostics.
// RUN: %cc1 -plugin-arg-drsat dump-model=%t.json %s 2>/dev/null; true
// RUN: %python %S/Inputs/model_summary.py --lines %t.json | FileCheck %s

int a[100];
#define STORE(k) a[k] = 0

void f(void) {
#line 500 "generated.c"
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) {
    a[i + 1] = a[i];
    STORE(i);
  }
}
// CHECK-LABEL: construct parallel for in f: analyzed @500:3 loop@501:3
// CHECK: loop 0 parallel i {{.*}} @501:3
// CHECK: access r a "a[i]" {{.*}} @502:16
// CHECK: access w a "a[i + 1]" {{.*}} @502:5
// CHECK: access w a "STORE(i)" {{.*}} @503:5
