// `help` prints the argument list on stdout; the analysis and the compilation
// go on (the pragma below is still diagnosed).
// RUN: %clang -fplugin=%drsat -fplugin-arg-drsat-help -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %cc1 -plugin-arg-drsat help %s 2>&1 | FileCheck %s

// CHECK: drsat: static data-race checker
// CHECK: -fplugin-arg-drsat-KEY[=VALUE]
// CHECK: help
// CHECK: remarks
// CHECK: verbose
// CHECK: timeout-ms=N
// CHECK: budget-ms=N
// CHECK: prefault-mb=N
// CHECK: dump-model=FILE
// CHECK: json=PATH
// CHECK: sarif=PATH
// CHECK: '%s' stands for the input's file name
// CHECK: help.c:[[@LINE+1]]:1: warning: '#pragma drs' is not followed by a for loop; ignored [drsat]
#pragma drs
int x;
