// The construct's canonical loops: relops, steps, `!=`, count-down loops,
// variables declared before the loop, collapse(2) with a dependent bound,
// enclosing sequential loops, non-canonical loops refused with a reason.
// RUN: %cc1 -plugin-arg-drsat dump-model=%t.json %s 2>/dev/null; true
// RUN: %python %S/Inputs/model_summary.py %t.json | FileCheck %s

int a[1000];

void up(long n) {
  #pragma omp parallel for
  for (int i = 2; i <= n; i += 3) a[i] = 0;
}
// CHECK-LABEL: construct parallel for in up: analyzed
// CHECK: loop 0 parallel i init=2 cond=((i64)i <= n) step=3 parent=-1

void down(unsigned n) {
  unsigned i;
  #pragma omp parallel for
  for (i = n; i > 0; i--) a[i] = 0;
}
// CHECK-LABEL: construct parallel for in down: analyzed
// CHECK: loop 0 parallel i init=n cond=(i > 0:u32) step=-1 parent=-1

void noteq(int n) {
  #pragma omp parallel for
  for (int i = 0; i != n; ++i) a[i] = 0;
}
// CHECK-LABEL: construct parallel for in noteq: analyzed
// CHECK: loop 0 parallel i init=0 cond=(i < n) step=1

void reversed(int n) {
  #pragma omp parallel for
  for (int i = 10; n < i; i = i - 2) a[i] = 0;
}
// CHECK-LABEL: construct parallel for in reversed: analyzed
// CHECK: loop 0 parallel i init=10 cond=(n < i) step=-2

void collapse(int n) {
  #pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) a[i * 10 + j] = 0;
}
// CHECK-LABEL: construct parallel for in collapse: analyzed
// CHECK: loop 0 parallel i init=0 cond=(i < n) step=1 parent=-1
// CHECK: loop 1 parallel j init=i cond=(j < n) step=1 parent=0
// CHECK: access w a "a[i * 10 + j]" {{.*}} loop=1

void outer(int T) {
  for (int t = 0; t < T; t++) {
    #pragma omp parallel for
    for (int i = 0; i < 10; i++) a[t * 10 + i] = 0;
  }
}
// CHECK-LABEL: construct parallel for in outer: analyzed
// CHECK: sym t outer i32
// CHECK: loop 0 outer t init=0 cond=(t < T) step=1 parent=-1
// CHECK: loop 1 parallel i init=0 cond=(i < 10) step=1 parent=0

void bad_step(int n, int k) {
  #pragma drs
  for (int i = 0; i < n; i *= 2) a[i] = 0;
}
// CHECK-LABEL: construct drs in bad_step: not analyzed: loop is not in canonical form: the increment is not

void var_step(int n, int k) {
  #pragma omp parallel for
  for (int i = 0; i < n; i += k) a[i] = 0;
}
// CHECK-LABEL: construct parallel for in var_step: not analyzed: loop is not in canonical form: the step is not a constant

void noteq_step2(int n) {
  #pragma drs
  for (int i = 0; i != n; i += 2) a[i] = 0;
}
// CHECK-LABEL: construct drs in noteq_step2: not analyzed: loop is not in canonical form: '!=' needs a step of 1 or -1, or constant bounds the step meets

void drs_bound_changes(int n) {
  #pragma drs
  for (int i = 0; i < n; i++) { a[i] = 0; n--; }
}
// CHECK-LABEL: construct drs in drs_bound_changes: not analyzed: loop is not in canonical form: the bound changes in the loop ('n' is modified)

void body_writes_var(int n) {
  #pragma drs
  for (int i = 0; i < n; i++) { a[i] = 0; i++; }
}
// CHECK-LABEL: construct drs in body_writes_var: not analyzed: loop variable 'i' is modified in the loop body
