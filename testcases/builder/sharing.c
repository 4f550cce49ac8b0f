// Scalars and data sharing: shared scalars written in the loop are objects
// with accesses; private ones (declared in the body, in the enclosing
// region, listed in clauses, loop indices) have none.  Locks from critical,
// atomic, ordered and omp_set_lock.  Fix-its and hints.
// RUN: %cc1 -plugin-arg-drsat dump-model=%t.json %s 2>/dev/null; true
// RUN: %python %S/Inputs/model_summary.py %t.json | FileCheck %s
// RUN: %cc1 %s 2>&1 | FileCheck %s --check-prefix=DIAG

typedef struct omp_lock_s { void *p; } omp_lock_t;
void omp_set_lock(omp_lock_t *);
void omp_unset_lock(omp_lock_t *);
int a[1000];
double d[1000];

void sum(void) {
  double s = 0;
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) s += d[i];
  d[0] = s;
}
// CHECK-LABEL: construct parallel for in sum: analyzed
// CHECK: object s scalar elem=8
// CHECK: access rw s "s" off=0:i64 size=8 index=[]
// DIAG: warning: data race on 's'
// DIAG: note: add 'reduction(+:s)' to the directive

void minmax(void) {
  int mx = 0;
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) mx = mx < a[i] ? a[i] : mx;
}
// DIAG: warning: data race on 'mx'
// DIAG: note: add 'reduction(max:mx)' to the directive

void temp(void) {
  int t;
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) { t = a[i]; a[i] = t + 1; }
}
// CHECK-LABEL: construct parallel for in temp: analyzed
// CHECK: access w t "t"
// CHECK: access r t "t"
// DIAG: warning: data race on 't'
// DIAG: note: add 'private(t)' to the directive

int lastval(void) {
  int t = 0;
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) { t = a[i]; a[i] = t + 1; }
  return t;
}
// DIAG: warning: data race on 't'
// DIAG-NOT: note: add 'private(t)'
// DIAG: note: 't' is read after the loop: consider lastprivate(t)

void innerindex(void) {
  int j;
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (j = 0; j < 10; j++) a[i * 10 + j] = 0;
}
// CHECK-LABEL: construct parallel for in innerindex: analyzed
// CHECK: object j scalar elem=4
// DIAG: warning: data race on 'j'
// DIAG: note: add 'private(j)' to the directive

void privatised(int n) {
  int t, u, v, w = 0, j;
  #pragma omp parallel for private(t, j) firstprivate(u) lastprivate(v) reduction(+:w)
  for (int i = 0; i < 10; i++) {
    t = i; u = t; v = u; w += v;
    for (j = 0; j < 10; j++) a[i * 10 + j] = t;
  }
}
// CHECK-LABEL: construct parallel for in privatised: analyzed
// CHECK-NOT: object {{[tuvwj]}} scalar
// CHECK: object a array

void region(void) {
  int s = 0;
  #pragma omp parallel
  {
    int t;
    #pragma omp for
    for (int i = 0; i < 10; i++) { t = i; a[i] = t; }
    #pragma omp for
    for (int i = 0; i < 10; i++) { s = i; }
  }
}
// CHECK-LABEL: construct for in region: analyzed
// CHECK-NOT: object t
// CHECK: object a array
// CHECK-LABEL: construct for in region: analyzed
// CHECK: object s scalar

omp_lock_t lk;
void locks(void) {
  int cnt = 0;
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    #pragma omp critical
    cnt++;
    #pragma omp critical(other)
    a[0] += i;
    #pragma omp atomic
    a[1] += a[i];
    omp_set_lock(&lk);
    a[2] = i;
    omp_unset_lock(&lk);
  }
}
// CHECK-LABEL: construct parallel for in locks: analyzed
// CHECK: access rw cnt "cnt" {{.*}} lock=critical:
// CHECK: access rw a "a[0]" {{.*}} lock=critical:other
// CHECK: access r a "a[i]" {{.*}} lock=None
// CHECK: access rw a "a[1]" {{.*}} lock=atomic
// CHECK: access w a "a[2]" {{.*}} lock=lock:lk

// the lockset is every enclosing protection; locks are told apart by
// declaration, and an iteration's own lock protects nothing
void nested_locks(void) {
  omp_lock_t lk;
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    #pragma omp critical(A)
    {
      #pragma omp critical(B)
      a[0]++;
      #pragma omp atomic
      a[1] += a[i];
    }
    omp_set_lock(&lk);
    {
      extern omp_lock_t lk;
      omp_lock_t own;
      omp_set_lock(&lk);
      omp_set_lock(&own);
      a[2] = i;
      omp_unset_lock(&own);
      omp_unset_lock(&lk);
    }
    omp_unset_lock(&lk);
  }
}
// CHECK-LABEL: construct parallel for in nested_locks: analyzed
// CHECK: access rw a "a[0]" {{.*}} lock=critical:A,critical:B dims=[1000:i64]{{$}}
// CHECK: access r a "a[i]" {{.*}} lock=critical:A dims=[1000:i64]{{$}}
// CHECK: access rw a "a[1]" {{.*}} lock=critical:A,atomic dims=[1000:i64]{{$}}
// CHECK: access w a "a[2]" {{.*}} lock=lock:lk,lock:lk.1 dims=[1000:i64]{{$}}

void lockptr(omp_lock_t *l) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) { omp_set_lock(l); a[0]++; omp_unset_lock(l); }
}
// CHECK-LABEL: construct parallel for in lockptr: analyzed
// CHECK: access rw a "a[0]" {{.*}} lock=lock:*l@0 dims=[1000:i64]{{$}}

void static_in_body(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) { static int k; k = i; a[i] = 0; }
}
// CHECK-LABEL: construct parallel for in static_in_body: analyzed
// CHECK: access w k "k"
