// The plugin's own reports, without the driver: json=PATH and sarif=PATH
// write the drsat JSON report and a SARIF 2.1.0 log for one translation unit
// (docs/report-schema.md), with the same facts as the diagnostics.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-json=%t/r.json \
// RUN:   -fplugin-arg-drsat-sarif=%t/r.sarif -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG
// RUN: FileCheck %s --check-prefix=JSON < %t/r.json
// RUN: FileCheck %s --check-prefix=SARIF < %t/r.sarif
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py json %t/r.json
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py sarif %t/r.sarif
// RUN: %python %S/Inputs/check_doc.py sarif %t/r.sarif runs.0.results.#=2 \
// RUN:   runs.0.results.0.ruleId=drsat.race runs.0.results.1.ruleId=drsat.not-analyzed \
// RUN:   runs.0.results.0.locations.0.physicalLocation.region.startLine=40 \
// RUN:   runs.0.results.0.relatedLocations.0.physicalLocation.region.startColumn=16 \
// RUN:   runs.0.results.1.locations.0.physicalLocation.region.startLine=47

// DIAG: plugin_reports.c:40:5: warning: data race on 'a': write of a[{{[0-9]+}}] in iteration i={{[0-9]+}} conflicts with read in iteration i={{[0-9]+}} [drsat]
// DIAG: plugin_reports.c:40:16: note: conflicting read of 'a' here
// DIAG: plugin_reports.c:47:1: warning: loop not analyzed: '#pragma omp taskloop' is not modelled yet [drsat]

// JSON: "tool": "drsat",
// JSON: "schema_version": 1,
// JSON: "file": "{{.*}}plugin_reports.c",
// JSON: "constructs": 3,
// JSON-NEXT: "race": 1,
// JSON-NEXT: "race_free": 1,
// JSON-NEXT: "not_analyzed": 1
// JSON: "kind": "parallel for",
// JSON-NEXT: "function": "shift",
// JSON-NEXT: "line": 38,
// JSON: "verdict": "race",
// JSON: "element": "a[{{[0-9]+}}]",
// JSON: "first": {
// JSON-NEXT: "line": 40,
int a[100];
void shift(void) {
#pragma omp parallel for
  for (int i = 0; i < 99; i++)
    a[i + 1] = a[i];
}

// JSON: "function": "later",
// JSON: "verdict": "not-analyzed",
// JSON-NEXT: "reason": "'#pragma omp taskloop' is not modelled yet",
void later(int *p, int n) {
#pragma omp taskloop
  for (int i = 0; i < n; i++)
    p[i] = 0;
}

// JSON: "function": "own",
// JSON: "verdict": "race-free",
// JSON-NEXT: "reason": null,
void own(void) {
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[i] = a[i] + 1;
}

// SARIF: "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
// SARIF-NEXT: "version": "2.1.0",
// SARIF: "name": "drsat",
// SARIF-NOT: "informationUri"
// SARIF: "id": "drsat.race",
// SARIF: "id": "drsat.not-analyzed",
// SARIF: "artifacts": [{
// SARIF-NEXT: "location": {
// SARIF-NEXT: "uri": "{{.*}}plugin_reports.c"
// SARIF: "ruleId": "drsat.race",
// SARIF-NEXT: "ruleIndex": 0,
// SARIF-NEXT: "level": "warning",
// SARIF: "ruleId": "drsat.not-analyzed",
// SARIF-NEXT: "ruleIndex": 1,
// SARIF-NEXT: "level": "note",
// SARIF-NEXT: "message": {
// SARIF-NEXT: "text": "not analyzed: '#pragma omp taskloop' is not modelled yet"
