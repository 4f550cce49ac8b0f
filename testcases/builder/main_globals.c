// Globals on entry of main hold their static initial value (or zero): the
// environment uses it instead of an unknown input.  Not for globals whose
// address is taken anywhere in the translation unit, declared only
// (extern), volatile, or changed by a call; not in other functions.
// RUN: %cc1 -plugin-arg-drsat dump-model=%t.json %s 2>/dev/null; true
// RUN: %python %S/Inputs/model_summary.py %t.json | FileCheck %s

int n = 200;
int zero;
long big = 1L << 40;
int changed = 5;
int escaped = 7;
int later = 1;
extern int ext;
volatile int vol = 3;
unsigned char wrap = 300;
int arr[1000];

void touch(int *p) { *p = 1; }
int *hidden = &escaped;

void other(void) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    arr[i] = 0;
}
// CHECK-LABEL: construct parallel for in other: analyzed
// CHECK: sym n input i32
// CHECK: loop 0 parallel i init=0 cond=(i < n)

int main(void) {
  changed = 9;
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    arr[i + zero + changed + escaped + ext + vol + wrap] = (int)big;
  touch(&later);
  return 0;
}
// CHECK-LABEL: construct parallel for in main: analyzed
// CHECK-NOT: sym n input
// CHECK-NOT: sym zero
// CHECK-NOT: sym changed
// CHECK-NOT: sym wrap
// CHECK: sym escaped input i32
// CHECK: sym ext input i32
// CHECK: sym vol local i32
// CHECK: loop 0 parallel i init=0 cond=(i < 200)
// CHECK: access w arr {{.*}}index=[((((((i + 0) + 9) + escaped) + ext) + vol) + 44)]
