// Narrowing conversions, race-free: (unsigned char)(i + 256) is i, so the
// write stays in a[0..99] and never meets the reads of a[200..299].
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[400], b[400], r[400];

void unsigned_char_identity(void) {
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    a[(unsigned char)(i + 256)] = 1;
    r[i] = a[i + 200];
  }
}

void no_wrap_below_two(void) {
  // i * 128 for i < 2 is 0 or 128: no wrap, no collision.
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    b[(unsigned char)(i * 128)] = i;
}

void short_truncation(void) {
  // (short)(i + 65536) == i for 0 <= i < 100.
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    b[(short)(i + 65536)] = 1;
    r[i] = b[i + 100];
  }
}
