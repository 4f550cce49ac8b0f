// The plugin runs before the main action: a normal -c compile still writes
// its object file, with the plugin's warnings on the way.
// RUN: rm -f %t.o %t.cc1.o
// RUN: %clang -fopenmp -fplugin=%drsat -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test -s %t.o
// RUN: %clang -cc1 -fopenmp -load %drsat -emit-obj %s -o %t.cc1.o 2>&1 | FileCheck %s
// RUN: test -s %t.cc1.o

// CHECK: object_file.c:[[@LINE+3]]:3: warning: loop not analyzed: '#pragma omp taskloop' is not modelled yet [drsat]
int f(int *a, int n) {
  int s = 0;
  #pragma omp taskloop
  for (int i = 0; i < n; i++)
    a[i] = i;
  return s;
}
