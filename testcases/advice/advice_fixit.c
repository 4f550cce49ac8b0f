// The advice's fix-its, applied, give a file that compiles and that drsat
// proves race-free, construct by construct; the JSON report lists the advice.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/in.c
// RUN: %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-advise -fsyntax-only -fdiagnostics-parseable-fixits -fplugin-arg-drsat-json=%t/advice.json %t/in.c 2>&1 | FileCheck %s --check-prefix=FIX
// RUN: FileCheck %s --check-prefix=JSON < %t/advice.json
// RUN: %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-advise -fsyntax-only -Xclang -fixit %t/in.c
// RUN: FileCheck %s --check-prefix=APPLIED < %t/in.c
// RUN: %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-json=%t/after.json -fsyntax-only -Werror %t/in.c
// RUN: FileCheck %s --check-prefix=AFTER < %t/after.json

double a[100], b[100], c[100][100];

double kernel(int n) {
  int i, j;
  double t, s = 0;
  // FIX: in.c:[[@LINE+2]]:3: remark: loop can be parallelised: '#pragma omp parallel for private(j)' is free of data races [drsat]
  // FIX: fix-it:"{{.*}}in.c":{[[@LINE+1]]:3-[[@LINE+1]]:3}:"#pragma omp parallel for private(j)\n  "
  for (i = 0; i < 100; i++)
    for (j = 0; j < 100; j++)
      c[i][j] = a[i] * b[j];
  // FIX: in.c:[[@LINE+2]]:3: remark: loop can be parallelised: '#pragma omp parallel for private(t) reduction(+:s)' is free of data races [drsat]
  // FIX: fix-it:"{{.*}}in.c":{[[@LINE+1]]:3-[[@LINE+1]]:3}:"#pragma omp parallel for private(t) reduction(+:s)\n  "
  for (i = 0; i < n; i++) {
    t = a[i % 100] * 2;
    s += t;
  }
  // FIX: in.c:[[@LINE+1]]:3: remark: loop cannot be parallelised: data race on 'c'
  for (i = 1; i < 100; i++) {
    // FIX: in.c:[[@LINE+2]]:5: remark: loop can be parallelised: '#pragma omp parallel for' is free of data races [drsat]
    // FIX: fix-it:"{{.*}}in.c":{[[@LINE+1]]:5-[[@LINE+1]]:5}:"#pragma omp parallel for\n    "
    for (j = 0; j < 100; j++)
      c[i][j] += c[i - 1][j];
  }
  // a loop that does not start its line gets its directive on a line of its own
  // FIX: fix-it:"{{.*}}in.c":{[[@LINE+1]]:16-[[@LINE+1]]:16}:"\n#pragma omp parallel for\n"
  if (n > 0) { for (int k = 0; k < 100; k++) b[k] = 0; }
  return s;
}

// JSON: "advice":
// JSON: "verdict": "parallel",
// JSON-NEXT: "function": "kernel",
// JSON-NEXT: "line": 18,
// JSON-NEXT: "col": 3,
// JSON-NEXT: "end_line": 20,
// JSON-NEXT: "pragma": "#pragma omp parallel for private(j)",
// JSON-NEXT: "reason": null
// JSON: "verdict": "race",
// JSON: "reason": "data race on 'c':

// APPLIED: {{^ *}}#pragma omp parallel for private(j)
// APPLIED-NEXT: for (i = 0; i < 100; i++)
// APPLIED: {{^ *}}#pragma omp parallel for private(t) reduction(+:s)
// APPLIED-NEXT: for (i = 0; i < n; i++) {
// APPLIED: {{^ *}}#pragma omp parallel for
// APPLIED-NEXT: for (j = 0; j < 100; j++)
// APPLIED: if (n > 0) {
// APPLIED-NEXT: {{^ *}}#pragma omp parallel for
// APPLIED-NEXT: for (int k = 0;

// AFTER: "constructs":{{[[:space:]]+}}4,
// AFTER-NEXT: "race":{{[[:space:]]+}}0,
// AFTER-NEXT: "race_free":{{[[:space:]]+}}4,
