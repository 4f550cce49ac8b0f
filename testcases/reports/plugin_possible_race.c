// The verdict "possible-race" and the assumptions of every verdict in the
// plugin's reports: a race that needs memory contents drsat does not know
// is a possible race in the JSON report (verdict, "possible", "needs",
// "why") and a drsat.possible-race result in SARIF; a race-free loop that
// rests on non-aliasing lists it in JSON and as a SARIF "pass" result.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-json=%t/r.json \
// RUN:   -fplugin-arg-drsat-sarif=%t/r.sarif -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG
// RUN: FileCheck %s --check-prefix=JSON < %t/r.json
// RUN: FileCheck %s --check-prefix=SARIF < %t/r.sarif
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py json %t/r.json
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py sarif %t/r.sarif

// DIAG: plugin_possible_race.c:[[@LINE+34]]:5: warning: possible data race on 'hist': write of hist[0] in iteration i=0 conflicts with write in iteration i=1 if k[0] = 0, k[1] = 0 (contents of 'k' are not known here) [drsat]

// JSON:      "constructs": 2,
// JSON-NEXT: "race": 0,
// JSON-NEXT: "race_free": 1,
// JSON-NEXT: "not_analyzed": 0,
// JSON-NEXT: "possible_race": 1,
// JSON-NEXT: "suppressed": 0
// JSON:      "verdict": "possible-race",
// JSON:      "message": "possible data race on 'hist': write of hist[0] in iteration i=0 conflicts with write in iteration i=1 if k[0] = 0, k[1] = 0 (contents of 'k' are not known here)",
// JSON:      "possible": true,
// JSON-NEXT: "suppressed": false,
// JSON-NEXT: "needs": "k[0] = 0, k[1] = 0",
// JSON-NEXT: "why": "contents of 'k' are not known here"
// JSON:      "verdict": "race-free",
// JSON:      "assumptions": ["'q' and 'p' do not alias (different pointer variables of unknown origin)"],

// SARIF:      "results": [{
// SARIF-NEXT:   "ruleId": "drsat.possible-race",
// SARIF-NEXT:   "ruleIndex": 2,
// SARIF-NEXT:   "level": "warning",
// SARIF:        "needs": "k[0] = 0, k[1] = 0",
// SARIF-NEXT:   "why": "contents of 'k' are not known here"
// SARIF:        "ruleId": "drsat.race-free",
// SARIF-NEXT:   "ruleIndex": 3,
// SARIF-NEXT:   "kind": "pass",
// SARIF:        "assumptions": ["'q' and 'p' do not alias (different pointer variables of unknown origin)"]

int hist[10];
int k[100];

void histogram(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    hist[k[i] % 10]++;
}

void copy(int *p, int *q, int n) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    p[i] = q[i + 1];
}
