// Threads and tables in the model: a threadprivate variable is a per-copy
// (local) unknown unless copied in; an orphaned `omp for`'s parameters are
// per-copy; code guarded by omp_get_thread_num() == K carries the lock
// "thread:K"; a read-only table is a chain of ?: over the element's offset;
// `simd safelen(s) collapse(2)` is one loop over the logical iteration.
// RUN: %cc1 -plugin-arg-drsat dump-model=%t.json %s 2>/dev/null; true
// RUN: %python %S/Inputs/model_summary.py %t.json | FileCheck %s

int omp_get_thread_num(void);
int tp;
#pragma omp threadprivate(tp)
void set(void) { tp = 1; }
int a[1000];
static const short perm[6] = {3, 5, 7, 9, 0, 0};

void thread_copy(void) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) a[i + tp] = i;
}
// CHECK-LABEL: construct parallel for in thread_copy: analyzed
// CHECK: sym tp local i32
// CHECK: access w a "a[i + tp]"

void copied_in(void) {
  #pragma omp parallel for copyin(tp)
  for (int i = 0; i < 10; i++) a[i + tp] = i;
}
// CHECK-LABEL: construct parallel for in copied_in: analyzed
// CHECK: sym tp input i32

void orphaned(int n) {
  #pragma omp for
  for (int i = 0; i < 10; i++) a[i + n] = i;
}
// CHECK-LABEL: construct for in orphaned: analyzed
// CHECK: sym n local i32

void guarded(void) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    if (omp_get_thread_num() == 0) a[0] = i;
}
// CHECK-LABEL: construct parallel for in guarded: analyzed
// CHECK: sym omp_get_thread_num() local i32
// CHECK: access w a "a[0]" {{.*}} path=(omp_get_thread_num() == 0) loop=0 lock=thread:0

void table(void) {
  #pragma omp parallel for
  for (int i = 0; i < 6; i++) a[perm[i]] = i;
}
// CHECK-LABEL: construct parallel for in table: analyzed
// CHECK: access r perm "perm[i]"
// CHECK: access w a "a[perm[i]]" off=((i64)(((((i64)i * 2:i64) >= 0:i64) && (((i64)i * 2:i64) <= 6:i64)) ? (i16)(3:i64 + (2:i64 * ((((i64)i * 2:i64) - 0:i64) / 2:i64))) : (((((i64)i * 2:i64) >= 8:i64) && (((i64)i * 2:i64) <= 10:i64)) ? 0:i16 : perm[i])) * 4:i64)

void collapsed(int n) {
  #pragma omp simd safelen(4) collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 1; j < 4; j++) a[i * 3 + j] = i;
}
// CHECK-LABEL: construct simd in collapsed: analyzed
// CHECK: sym collapsed loop i64 label=i*3+(j-1)
// CHECK: loop 0 parallel collapsed init=0:i64 cond=((((collapsed / 3:i64) >= -2147483648:i64) && ((collapsed / 3:i64) <= 2147483647:i64)) && ((i32)(collapsed / 3:i64) < n)) step=1
// CHECK: access w a "a[i * 3 + j]" off=((i64)(((i32)(collapsed / 3:i64) * 3) + (i32)(1:i64 + (collapsed % 3:i64))) * 4:i64)
