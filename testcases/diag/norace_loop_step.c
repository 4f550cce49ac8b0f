// Loop increments ++ -- += c -= c, i = i + c and i = c + i whose step keeps
// the written and the read elements apart.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[200], b[200], c[200], d[200], e[200], f[200];

void inc(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; ++i)
    a[i] = a[i] + 1;
}

void dec_by_two(void) {
  // Writes the odd elements, reads the even ones.
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 99; i > 0; i -= 2)
    b[i] = b[i - 1];
}

void add_assign_two(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i += 2)
    c[i] = c[i + 1];
}

void assign_add_four(void) {
  // i = 0, 4, 8, ...: writes d[4k], reads d[4k + 2].
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i = i + 4)
    d[i] = d[i + 2];
}

void assign_add_reversed(void) {
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i = 3 + i)
    e[i] = e[i + 1] + e[i + 2];
}

void dec(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 99; i >= 0; i--)
    f[i] = a[i];
}
