// The in-bounds assumption a race-free verdict rests on (DESIGN.md, race
// query item 5) is in the construct's assumptions of the JSON report, as in
// the diagnostic note (SARIF has results for races and loops not analyzed
// only; their "assumptions" property prints the same list).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-json=%t/r.json \
// RUN:   -fplugin-arg-drsat-sarif=%t/r.sarif -fplugin-arg-drsat-remarks \
// RUN:   -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=DIAG
// RUN: FileCheck %s --check-prefix=JSON < %t/r.json
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py json %t/r.json
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py sarif %t/r.sarif

double u[64][5];
int ist, iend, jst, jend;

void rows(void) {
  #pragma omp parallel for
  for (int i = ist; i <= iend; i++)
    for (int j = jst; j <= jend; j++)
      u[i][j] = 0.0;
}

// DIAG: in_bounds_report.c:17:3: remark: loop is free of data races: 1 access pairs checked [drsat]
// DIAG: in_bounds_report.c:17:3: note: assuming every subscript of 'u' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)

// JSON: "verdict": "race-free",
// JSON: "assumptions": ["every subscript of 'u' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)"],
