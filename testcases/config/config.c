// .drsat.yaml, found upward from the source like .clang-tidy: its settings
// apply, its suppression rules hide findings by function, variable or file,
// and arguments on the command line win over it.
// RUN: rm -rf %t && mkdir -p %t/proj/src && cp %s %t/proj/src/t.c
// RUN: cp %S/Inputs/project.yaml %t/proj/.drsat.yaml
// RUN: %cc1 -verify %t/proj/src/t.c
// RUN: %cc1 -verify=cli -plugin-arg-drsat unknown=warning %t/proj/src/t.c
// RUN: %cc1 -verify=none -plugin-arg-drsat config=none %t/proj/src/t.c
// The same file named explicitly, from elsewhere.
// RUN: mkdir -p %t/other && cp %t/proj/src/t.c %t/other/t.c
// RUN: %cc1 -verify -plugin-arg-drsat config=%t/proj/.drsat.yaml %t/other/t.c
// The reports keep suppressed findings, marked, with the rule that hid them.
// RUN: %cc1 -plugin-arg-drsat json=%t/r.json -plugin-arg-drsat sarif=%t/r.sarif %t/proj/src/t.c 2> /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t/r.json
// RUN: FileCheck %s --check-prefix=SARIF < %t/r.sarif
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py json %t/r.json
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py sarif %t/r.sarif

int a[100], b[100], scratch;
int idx[100];
int foo(void);

void legacy_shift(int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i + 1]; // none-warning {{data race on 'a'}} none-note {{conflicting read}}
}

void shift(int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = b[i + 1]; // expected-warning {{data race on 'b': write of b[1] in iteration i=1 conflicts with read in iteration i=0 when n=2 [drsat]}} expected-note {{conflicting read of 'b' here}} cli-warning {{data race on 'b'}} cli-note {{conflicting read}} none-warning {{data race on 'b'}} none-note {{conflicting read}}
}

void use_scratch(int n) {
#pragma omp parallel for // none-note {{'scratch' is read after the loop: consider lastprivate(scratch)}}
  for (int i = 0; i < n; i++) {
    scratch = b[i]; // none-warning 2 {{data race on 'scratch'}} none-note {{conflicting write}}
    a[i] = scratch; // none-note {{conflicting read}}
  }
}

void scatter(int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[idx[i]] = i; // none-warning {{possible data race on 'a'}} none-note {{conflicting write}}
}

void opaque(int n) {
#pragma omp parallel for // expected-remark {{loop not analyzed: call to 'foo' may access shared memory [drsat]}} cli-warning {{loop not analyzed: call to 'foo'}} none-warning {{loop not analyzed: call to 'foo'}}
  for (int i = 0; i < n; i++)
    a[i] = foo();
}

// JSON:      "summary":
// JSON:      "suppressed": 3
// JSON:      "function": "legacy_shift",
// JSON:      "suppressed": true,
// JSON-NEXT: "suppression": "{{.*}}/proj/.drsat.yaml:5: race:legacy_*",
// JSON:      "function": "shift",
// JSON:      "suppressed": false,
// JSON:      "function": "use_scratch",
// JSON:      "suppression": "{{.*}}/proj/.drsat.yaml:6: race:scratch",
// JSON:      "function": "scatter",
// JSON:      "suppression": "{{.*}}/proj/.drsat.yaml:7: possible-race:t.c",
// SARIF:     "kind": "external",
// SARIF-NEXT: "justification": "{{.*}}/proj/.drsat.yaml:5: race:legacy_*"
