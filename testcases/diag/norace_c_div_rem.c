// C's / and % truncate toward zero: these loops are race-free in C but
// would race under floor or Euclidean division.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], b[100], c[100], r[100];
int big[400];

void div_negative(void) {
  // C: -1 / 2 == 0, so a[5] is written, not a[4].
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (int i = -1; i < 1; i++) {
    if (i == -1)
      a[i / 2 + 5] = 1;
    else
      r[0] = a[4];
  }
}

void rem_negative(void) {
  // C: -1 % 2 == -1, so b[4] is written, not b[6].
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (int i = -1; i < 1; i++) {
    if (i == -1)
      b[i % 2 + 5] = 1;
    else
      r[0] = b[6];
  }
}

void negative_divisor(void) {
  // C: -7 / -2 == 3 and 1 % -2 == 1: c[13] is written, c[14] and c[13]
  // are never both touched by two iterations.
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (int i = -7; i < 2; i++) {
    if (i == -7)
      c[i / -2 + 10] = 1;
    if (i == 1)
      r[1] = c[i % -2 + 13];
  }
}

void symmetric_range(void) {
  // i / 10 + 10 and i % 10 + 10 over -99..99: the pair (q, r) determines i.
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = -99; i < 100; i++)
    big[(i / 10 + 10) * 20 + (i % 10 + 10)] = i;
}
