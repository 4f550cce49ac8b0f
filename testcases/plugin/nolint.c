// NOLINT comments suppress drsat's findings the way clang-tidy's do: on
// either access of a racing pair or on the directive, for drsat (by name,
// `drsat-*`, `*`, or with no list); other checks' lists leave them alone.
// Suppressed findings stay in the reports, marked, and count apart.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cc1 -verify %s -plugin-arg-drsat json=%t/r.json -plugin-arg-drsat sarif=%t/r.sarif
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py json %t/r.json
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py sarif %t/r.sarif
// RUN: FileCheck %s --check-prefix=JSON < %t/r.json
// RUN: FileCheck %s --check-prefix=SARIF < %t/r.sarif

// JSON:      "race": 2,
// JSON:      "not_analyzed": 1,
// JSON:      "suppressed": 6
// SARIF-COUNT-9: "kind": "inSource"
// SARIF-NOT: "inSource"

int a[100], x;

void on_first_access(void) {
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    a[i + 1] = a[i]; // NOLINT(drsat)
}

void on_second_access(void) {
  #pragma omp parallel for
  for (int i = 0; i < 99; i++) {
    a[i + 1] = 0;
    x = a[i]; // NOLINT(bugprone-foo, drsat)
  }
}

void next_line(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    // NOLINTNEXTLINE(drsat-*)
    x++;
}

void on_directive(void) {
  #pragma omp parallel for // NOLINT
  for (int i = 0; i < 100; i++)
    x++;
}

// NOLINTBEGIN(*)
void in_block(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    x--;
}
// NOLINTEND(*)

void not_analyzed(int *p, int n) {
  #pragma omp taskloop // NOLINT(drsat)
  for (int i = 0; i < n; i++)
    p[i] = 0;
}

void other_check_only(void) {
  #pragma omp parallel for // expected-note {{add 'reduction(+:x)' to the directive}}
  for (int i = 0; i < 100; i++)
    x++; // NOLINT(bugprone-foo) expected-warning {{data race on 'x': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 'x' here}}
}

void one_pair_of_two(void) {
  // the pair of the first line alone is shown; those through the NOLINT
  // line are not
  #pragma omp parallel for
  for (int i = 0; i < 99; i++) {
    a[0] = i; // expected-warning {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 'a' here}}
    x = a[i]; // NOLINT(drsat)
  }
}

void not_analyzed_shown(int *p, int n) {
  #pragma omp taskloop // expected-warning {{loop not analyzed: '#pragma omp taskloop' is not modelled yet [drsat]}}
  for (int i = 0; i < n; i++)
    p[i] = 0;
}
