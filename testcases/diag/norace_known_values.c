// Values known before the loop: macros, const, enum constants, arithmetic on
// them, reassignment, the same value on both arms of an if.  Each loop
// below races if the value is treated as unknown.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

#define N 10
enum { M = 50 };
const int K = 50;
int a[200], b[200], c[200], d[200], e[200], f[200], r[200];

void macro_product(void) {
  int x = N;
  int y = N * N;
  // x == y never holds (10 vs 100).
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    if (x == y)
      a[0] = i;
}

void enum_offset(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < M; i++)
    b[i] = b[i + M];
}

void const_offset(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    c[i] = c[i + K];
}

void square_offset(void) {
  int sq = N * N;
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    d[i] = d[i + sq];
}

void reassigned(void) {
  int k = 10;
  k = 60;
  k = k - 10;
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    e[i] = e[i + k];
}

void same_on_both_arms(int n) {
  int k;
  if (n > 0)
    k = 50;
  else
    k = 25 * 2;
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    f[i] = f[i + k];
}
