// The README's first command on examples/demo.c: one race with its witness,
// one loop proved free of data races.
// RUN: %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -fsyntax-only %srcroot/examples/demo.c 2>&1 | FileCheck %s

// CHECK: demo.c:19:5: warning: data race on 'a': write of a[{{[0-9]+}}] in iteration i={{[0-9]+}} conflicts with read in iteration i={{[0-9]+}} [drsat]
// CHECK: demo.c:19:20: note: conflicting read of 'a' here
// CHECK: demo.c:23:1: remark: loop is free of data races: {{[0-9]+}} access pairs checked [drsat]
// CHECK-NOT: warning:
// CHECK: 1 warning generated.
