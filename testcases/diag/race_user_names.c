// Diagnostics name variables as the user wrote them: a pointer given a new
// value before the loop is one object per value in the model ("p.2"), but
// the text, the notes, the JSON and the SARIF report say 'p'.
// RUN: %cc1 -verify %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-json=%t/r.json \
// RUN:   -fplugin-arg-drsat-sarif=%t/r.sarif -fsyntax-only %s 2>/dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t/r.json
// RUN: FileCheck %s --check-prefix=SARIF < %t/r.sarif

double *get(int);

void reassigned(void) {
  double *p = get(1);
  double *q = get(3);
  p = get(2);
  // expected-note@+1 {{assuming 'q' and 'p' do not alias (different pointer variables of unknown origin)}}
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    // expected-warning@+2 {{data race on 'p': write of p[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'p' here}}
    p[i + 1] = q[i] + p[i];
}

// JSON-NOT: {{'[pq]\.[0-9]}}
// JSON: "assumptions": ["'q' and 'p' do not alias (different pointer variables of unknown origin)"],
// JSON-NOT: {{'[pq]\.[0-9]}}
// JSON: "variable": "p",
// JSON-NEXT: "element": "p[1]",
// JSON-NEXT: "message": "data race on 'p': write of p[1] in iteration i=0 conflicts with read in iteration i=1",
// JSON-NEXT: "note": "conflicting read of 'p' here",
// JSON-NOT: {{'[pq]\.[0-9]}}
// SARIF-NOT: {{'[pq]\.[0-9]}}
// SARIF: "text": "data race on 'p': write of p[1] in iteration i=0 conflicts with read in iteration i=1"
// SARIF-NOT: {{'[pq]\.[0-9]}}
// SARIF: "text": "conflicting read of 'p' here"
// SARIF-NOT: {{'[pq]\.[0-9]}}
// SARIF: "assumptions": ["'q' and 'p' do not alias (different pointer variables of unknown origin)"]
// SARIF-NOT: {{'[pq]\.[0-9]}}
