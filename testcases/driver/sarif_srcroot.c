// A SARIF report names files below the working directory relative to it,
// with "uriBaseId": "SRCROOT", and run.originalUriBaseIds gives that
// directory (what GitHub code scanning and other viewers resolve against);
// files elsewhere keep absolute file:// URIs (reports/check-sarif.test).
// DEFINE: %{drsat} = %python %srcroot/scripts/drsat --plugin %drsat --clang %clang
// DEFINE: %{is} = %python %S/Inputs/exit_is.py
// RUN: rm -rf %t && mkdir -p %t/src && cp %s %t/src/t.c
// RUN: cd %t && not %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-sarif=%t/r.sarif \
// RUN:   -Werror -fsyntax-only %t/src/t.c
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py sarif %t/r.sarif
// RUN: FileCheck %s < %t/r.sarif
// The driver merges the logs of its compiles the same way.
// RUN: cp %s %t/src/u.c
// RUN: cd %t && %{is} 1 %{drsat} --format=sarif -o %t/m.sarif src/t.c src/u.c > /dev/null
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py sarif %t/m.sarif
// RUN: FileCheck %s --check-prefix=MERGED < %t/m.sarif

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

// MERGED:      "uri": "src/t.c",
// MERGED-NEXT: "uriBaseId": "SRCROOT"
// MERGED:      "uri": "src/u.c",
// MERGED-NEXT: "uriBaseId": "SRCROOT"
// MERGED:      "originalUriBaseIds": {
// MERGED-NEXT:   "SRCROOT": {
// MERGED-NEXT:     "uri": "file:///{{.+}}/"
