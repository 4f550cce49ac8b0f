// With -save-temps the preprocessed file keeps `#pragma drs`, so the pragma
// is still seen by the compile step.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %clang -fplugin=%drsat -save-temps -c %s -o %t/x.o 2>&1 | FileCheck %s
// RUN: test -s %t/x.o
// RUN: grep -q "pragma drs" %t/save_temps.i

// CHECK: save_temps.c:[[@LINE+1]]:1: warning: '#pragma drs' is not followed by a for loop; ignored [drsat]
#pragma drs
int x;
