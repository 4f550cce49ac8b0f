// A SARIF report names files below the working directory relative to it,
// with "uriBaseId": "SRCROOT", and run.originalUriBaseIds gives that
// directory (what GitHub code scanning and other viewers resolve against);
// files elsewhere keep absolute file:// URIs (check-sarif.test).
// RUN: rm -rf %t && mkdir -p %t/src && cp %s %t/src/t.c
// RUN: cd %t && not %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-sarif=%t/r.sarif \
// RUN:   -Werror -fsyntax-only %t/src/t.c
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py sarif %t/r.sarif
// RUN: FileCheck %s < %t/r.sarif

int a[64];

void f(void) {
  #pragma omp parallel for
  for (int i = 0; i < 63; i++)
    a[i] = a[i + 1];
}

// CHECK:      "artifacts": [{
// CHECK-NEXT:   "location": {
// CHECK-NEXT:     "uri": "src/t.c",
// CHECK-NEXT:     "uriBaseId": "SRCROOT"
// CHECK:      "artifactLocation": {
// CHECK-NEXT:   "uri": "src/t.c",
// CHECK-NEXT:   "uriBaseId": "SRCROOT",
// CHECK-NEXT:   "index": 0
// CHECK:      "originalUriBaseIds": {
// CHECK-NEXT:   "SRCROOT": {
// CHECK-NEXT:     "uri": "file:///{{.+}}/"
