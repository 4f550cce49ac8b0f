// The environment: values known before the construct (literals, macros,
// enum and const objects, arithmetic, reassignment, if/else merges),
// dominating conditions, unknown inputs, havoc by earlier loops and calls,
// the enclosing parallel region, VLA sizes.
// RUN: %cc1 -plugin-arg-drsat dump-model=%t.json %s 2>/dev/null; true
// RUN: %python %S/Inputs/model_summary.py %t.json | FileCheck %s

#define OFF 3
enum { K = 4 };
int a[1000];
int g;
int ext(int);
int omp_get_thread_num(void);

void known(void) {
  const int c = 2;
  int k = OFF * c + K;     // 10
  k = k - 1;               // 9
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) a[i + k] = 0;
}
// CHECK-LABEL: construct parallel for in known: analyzed
// CHECK: env: true
// CHECK: access w a "a[i + k]" off=((i64)(i + 9) * 4:i64)

void merged(int n) {
  int k;
  if (n > 0)
    k = 1;
  else
    k = 2 - 1;
  int m = n > 5 ? 7 : 8;
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) a[i + k + m] = 0;
}
// CHECK-LABEL: construct parallel for in merged: analyzed
// CHECK: access w a "a[i + k + m]" off=((i64)((i + 1) + ((n > 5) ? 7 : 8)) * 4:i64)

void dominating(int n, int m) {
  if (n > 100)
    return;
  if (m < 0) {
    #pragma omp parallel for
    for (int i = 0; i < n; i++) a[i - m] = 0;
  }
}
// CHECK-LABEL: construct parallel for in dominating: analyzed
// CHECK: env: (!(n > 100) && (m < 0))
// CHECK: sym n input i32
// CHECK: sym m input i32

void havoc_loop(int n) {
  int k = 0;
  for (int t = 0; t < n; t++) k += t;
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) a[i + k] = 0;
}
// CHECK-LABEL: construct parallel for in havoc_loop: analyzed
// CHECK: sym k input i32
// CHECK: access w a "a[i + k]" off=((i64)(i + k) * 4:i64)

void havoc_call(void) {
  g = 5;
  int x = g;        // 5
  ext(0);           // may change g
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) a[i + x + g] = 0;
}
// CHECK-LABEL: construct parallel for in havoc_call: analyzed
// CHECK: sym g input i32
// CHECK: access w a "a[i + x + g]" off=((i64)((i + 5) + g) * 4:i64)

void address_taken(void) {
  int k = 3;
  int *p = &k;
  *p = 4;
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) a[i + k] = 0;
}
// CHECK-LABEL: construct parallel for in address_taken: analyzed
// CHECK: sym k local i32
// CHECK: access w a "a[i + k]" off=((i64)(i + k) * 4:i64)

void region(int *b, int n) {
  #pragma omp parallel
  {
    int k = 5;
    int t = omp_get_thread_num() + n;
    #pragma omp for
    for (int i = 0; i < n; i++) b[i * k + t] = i;
  }
}
// CHECK-LABEL: construct for in region: analyzed
// CHECK: sym omp_get_thread_num() local i32
// CHECK: access w b "b[i * k + t]" off=((i64)((i * 5) + (omp_get_thread_num() + n)) * 4:i64)

void vla(int n, int m) {
  int v[n + 1][m];
  n = 0;
  #pragma omp parallel for
  for (int i = 0; i < 5; i++) v[i][i] = 0;
}
// CHECK-LABEL: construct parallel for in vla: analyzed
// CHECK: access w v "v[i][i]" off=(((i64)i * ((i64)m * 4:i64)) + ((i64)i * 4:i64))
