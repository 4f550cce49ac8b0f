// main called (here: recursively) is not only entered once: its globals
// are unknown inputs.  Same in C++ (constructors of globals run first).
// RUN: %cc1 -plugin-arg-drsat dump-model=%t.json %s 2>/dev/null; true
// RUN: %python %S/Inputs/model_summary.py %t.json | FileCheck %s
// RUN: %cc1 -x c++ -plugin-arg-drsat dump-model=%t2.json %s 2>/dev/null; true
// RUN: %python %S/Inputs/model_summary.py %t2.json | FileCheck %s

int n = 100;
int arr[100];

int main(void) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    arr[i] = i;
  if (n > 1000)
    return main();
  return 0;
}
// CHECK-LABEL: construct parallel for in main: analyzed
// CHECK: sym n input i32
// CHECK: loop 0 parallel i init=0 cond=(i < n)
