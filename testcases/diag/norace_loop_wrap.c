// Loop variables that wrap around, race-free: the twins of race_loop_wrap.c
// test values the loops never take. C converts `j + step` back to j's
// type, so `unsigned char j = 250; j != 2; j++` runs 250..255, 0, 1 -- in
// inner loops and in sequential loops around the construct alike.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[300], s;

void inner_wraps(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (unsigned char j = 250; j != 2; j++)
      if (j == 2 || j == 249)
        a[5] = i;
}

void inner_step_three(void) {
  // 250, 253, then 256 is 0
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (unsigned char j = 250; j != 2; j += 3)
      if (j == 1 || j == 251)  // neither is 250 + 3k (mod 256) before 2
        a[5] = i;
}

void inner_signed_down(void) {
  // -120, -122, ..., -128, then -130 is 126: the loop ends
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (signed char j = -120; j != 126; j -= 2)
      if (j == -127 || j == 124 || j == -118)
        a[5] = i;
}

void inner_unknown_start(int n) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (unsigned char j = n; j != 2; j++)
      if (j == 2)
        a[i] = a[i + 1];
}

void inner_unsigned_int(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (unsigned j = 4294967290u; j != 3; j++)
      if (j == 3 || j == 4294967289u)
        a[5] = i;
}

void outer_wraps(void) {
  for (unsigned char t = 250; t != 2; t++) {
    // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
    #pragma omp parallel for
    for (int i = 0; i < 10; i++)
      if (t == 2 || t == 3)
        s += i;
  }
}

void outer_short_step(void) {
  // 65530, 65533, then 65536 is 0
  for (unsigned short t = 65530; t != 2; t += 3) {
    // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
    #pragma omp parallel for
    for (int i = 0; i < 10; i++)
      if (t == 1 || t == 65531)  // 65529 is 3 * 21843: taken
        s += i;
  }
}

void inner_even_step(void) {
  // 250, 252, 254, 0, 2: never odd, never past 4
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (unsigned char j = 250; j != 4; j += 2)
      if (j == 1 || j == 6 || j == 248)
        a[5] = i;
}

void inner_unsigned_long(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (unsigned long j = 18446744073709551610ul; j != 3; j += 3)
      if (j == 1 || j == 6)
        a[5] = i;
}
