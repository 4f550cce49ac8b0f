// Regions not analyzed go into the JSON and SARIF reports as not-analyzed
// constructs, with the lines the diagnostics show (`#line` included).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-json=%t/r.json \
// RUN:   -fplugin-arg-drsat-sarif=%t/r.sarif -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG
// RUN: FileCheck %s --check-prefix=JSON < %t/r.json
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py json %t/r.json
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py sarif %t/r.sarif
// RUN: %python %srcroot/testcases/driver/Inputs/check_doc.py sarif %t/r.sarif \
// RUN:   runs.0.results.#=4 runs.0.results.0.ruleId=drsat.not-analyzed \
// RUN:   runs.0.results.0.locations.0.physicalLocation.region.startLine=44 \
// RUN:   runs.0.results.1.ruleId=drsat.not-analyzed \
// RUN:   runs.0.results.1.locations.0.physicalLocation.region.startLine=47 \
// RUN:   runs.0.results.2.ruleId=drsat.race \
// RUN:   runs.0.results.2.locations.0.physicalLocation.region.startLine=1003 \
// RUN:   runs.0.results.3.ruleId=drsat.not-analyzed \
// RUN:   runs.0.results.3.locations.0.physicalLocation.region.startLine=1010

// DIAG: regions_report.c:44:1: warning: region not analyzed: '#pragma omp target' in '#pragma omp parallel' is not modelled yet [drsat]
// DIAG: regions_report.c:47:1: warning: loop not analyzed: it is nested in '#pragma omp parallel' at line 44, which is not analyzed [drsat]
// DIAG: regions_report.c:1003:5: warning: data race on 'a'
// DIAG: regions_report.c:1003:16: note: conflicting read of 'a' here
// DIAG: regions_report.c:1010:1: warning: region not analyzed: '#pragma omp task' is not modelled yet [drsat]

// JSON: "constructs": 4,
// JSON-NEXT: "race": 1,
// JSON-NEXT: "race_free": 0,
// JSON-NEXT: "not_analyzed": 3
// JSON: "kind": "parallel",
// JSON-NEXT: "function": "region",
// JSON-NEXT: "line": 44,
// JSON-NEXT: "col": 1,
// JSON-NEXT: "verdict": "not-analyzed",
// JSON-NEXT: "reason": "'#pragma omp target' in '#pragma omp parallel' is not modelled yet",
// JSON: "kind": "for",
// JSON: "verdict": "not-analyzed",
// JSON-NEXT: "reason": "it is nested in '#pragma omp parallel' at line 44, which is not analyzed",
// JSON: "kind": "parallel for",
// JSON-NEXT: "function": "moved",
// JSON-NEXT: "line": 1001,
int a[100], g;
void region(void) {
#pragma omp parallel
  {
    g = 1;
#pragma omp for
    for (int i = 0; i < 100; i++)
      a[i] = i;
#pragma omp target
    g = 2;
  }
}
#line 1000
void moved(void) {
#pragma omp parallel for
  for (int i = 0; i < 99; i++)
    a[i + 1] = a[i];
}
// JSON: "first": {
// JSON-NEXT: "line": 1003,
// JSON: "kind": "task",
// JSON: "line": 1010,
void t(void) {
#pragma omp task
  g = 2;
}
