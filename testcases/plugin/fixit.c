// A race on a scalar the builder knows how to fix gets a fix-it on the
// warning (once per object and construct) and a note saying what to add.
// RUN: %clang -fopenmp -fplugin=%drsat -fsyntax-only -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s
// RUN: %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -fsyntax-only -Xclang -verify %s

int a[100];

int sum(void) {
  int s = 0;
  // CHECK: fixit.c:[[@LINE+6]]:5: warning: data race on 's': write in iteration {{.*}} [drsat]
  // CHECK: fix-it:"{{.*}}fixit.c":{[[@LINE+1]]:27-[[@LINE+1]]:27}:" reduction(+:s)"
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    // expected-warning@+2 {{data race on 's'}} expected-note@+2 {{conflicting write of 's' here}}
    // expected-note@-3 {{add 'reduction(+:s)' to the directive}}
    s += a[i];
  // CHECK: fixit.c:[[@LINE-1]]:5: note: conflicting write of 's' here
  // CHECK: fixit.c:[[@LINE-6]]:3: note: add 'reduction(+:s)' to the directive

  // expected-remark-re@+2 {{loop is free of data races: {{[0-9]+}} access pairs checked [drsat]}}
  // CHECK-NOT: fix-it
  #pragma omp parallel for reduction(+:s)
  for (int i = 0; i < 100; i++)
    s += a[i];
  return s;
}
