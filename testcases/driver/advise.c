// scripts/drsat --advise: remarks with fix-its in the text output, the
// advice in each translation unit's JSON and counted in summary.advice; the
// exit status stays about the OpenMP constructs (one race here: 1).
// DEFINE: %{drsat} = %python %srcroot/scripts/drsat --plugin %drsat --clang %clang
// DEFINE: %{is} = %python %S/Inputs/exit_is.py
// RUN: %{is} 1 %{drsat} --advise %s 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: %{is} 1 %{drsat} --advise --format=json -o %t.json %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// Without --advise, no advice at all.
// RUN: %{is} 1 %{drsat} --format=json -o %t.plain.json %s
// RUN: FileCheck %s --check-prefix=PLAIN < %t.plain.json

double a[100], b[100];

// the constructs come first, then the advice
// TEXT: warning: data race on 'b'

void f(int n) {
  // TEXT: advise.c:[[@LINE+1]]:3: remark: loop can be parallelised: '#pragma omp parallel for' is free of data races [drsat]
  for (int i = 0; i < 100; i++)
    a[i] = b[i];
  // TEXT: advise.c:[[@LINE+1]]:3: remark: loop cannot be parallelised: data race on 'a'
  for (int i = 1; i < 100; i++)
    a[i] = a[i - 1];
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[0] = i;
}
// TEXT: drsat: 1 file, 1 construct: 1 race, 0 race-free, 0 not analyzed; advice: 1 loop may be parallel, 1 not, 0 unknown;

// JSON: "advice": [
// JSON: "verdict": "parallel",
// JSON: "pragma": "#pragma omp parallel for",
// JSON: "fix": {
// JSON-NEXT: "line": 20,
// JSON-NEXT: "col": 3,
// JSON-NEXT: "insert": "#pragma omp parallel for\n  "
// JSON: "verdict": "race",
// JSON: "summary":
// JSON: "advice": {
// JSON-NEXT: "parallel": 1,
// JSON-NEXT: "race": 1,
// JSON-NEXT: "unknown": 0
// JSON: "verdict": "race"

// PLAIN-NOT: "advice"
