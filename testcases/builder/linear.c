// linear(j[:s]): in the iteration of logical number k the variable is
// j0 + k * s (not j0 in every iteration); pointers in linear are refused.
// RUN: %cc1 -plugin-arg-drsat dump-model=%t.json %s 2>/dev/null; true
// RUN: %python %S/Inputs/model_summary.py %t.json | FileCheck %s

int c[200], x;

void unit_step(void) {
  int i, j = 0;
  #pragma omp parallel for linear(j)
  for (i = 0; i < 100; i++) {
    c[j] += 1;
    j++;
  }
}
// CHECK-LABEL: construct parallel for in unit_step: analyzed
// CHECK: access rw c "c[j]" {{.*}} index=[(i32)(((i64)i - 0:i64) / 1:i64)]

void strided(int lo) {
  int j = 5;
  #pragma omp parallel for linear(j:2)
  for (int i = lo; i < 100; i += 3) {
    if (j > 7)
      x = 1;
  }
}
// CHECK-LABEL: construct parallel for in strided: analyzed
// CHECK: access w x "x" {{.*}} path=((i32)(5:i64 + ((((i64)i - (i64)lo) / 3:i64) * 2:i64)) > 7)

void pointer(int *p) {
  #pragma omp parallel for linear(p)
  for (int i = 0; i < 100; i++)
    *p = i;
}
// CHECK-LABEL: construct parallel for in pointer: incomplete: linear pointer 'p' is not modelled
