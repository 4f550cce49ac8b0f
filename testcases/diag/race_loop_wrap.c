// Loop variables that wrap around, racy: C converts `j + step` back to j's
// type, so `unsigned char j = 250; j != 2; j++` runs 250..255, 0, 1 -- in
// inner loops and in sequential loops around the construct alike.
// RUN: %cc1 -verify %s

int a[300], s;

void inner_wraps(void) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (unsigned char j = 250; j != 2; j++)
      if (j == 1)
        // expected-warning@+2 {{data race on 'a': write of a[5] in iteration i=0, j=1 conflicts with write in iteration i=1, j=1 [drsat]}}
        // expected-note@+1 {{conflicting write of 'a' here}}
        a[5] = i;
}

void inner_step_three(void) {
  // 250, 253, then 256 is 0
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (unsigned char j = 250; j != 2; j += 3)
      if (j == 0)
        // expected-warning@+2 {{data race on 'a': write of a[5] in iteration i=0, j=0 conflicts with write in iteration i=1, j=0 [drsat]}}
        // expected-note@+1 {{conflicting write of 'a' here}}
        a[5] = i;
}

void inner_signed_down(void) {
  // -120, -122, ..., -128, then -130 is 126: the loop ends
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (signed char j = -120; j != 126; j -= 2)
      if (j == -128)
        // expected-warning@+2 {{data race on 'a': write of a[5] in iteration i=0, j=-128 conflicts with write in iteration i=1, j=-128 [drsat]}}
        // expected-note@+1 {{conflicting write of 'a' here}}
        a[5] = i;
}

void inner_unknown_start(int n) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (unsigned char j = n; j != 2; j++)
      if (j == 255)
        // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=1, j=255 conflicts with read in iteration i=0, j=255 when n=3 [drsat]}}
        // expected-note@+1 {{conflicting read of 'a' here}}
        a[i] = a[i + 1];
}

void inner_unsigned_int(void) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (unsigned j = 4294967290u; j != 3; j++)
      if (j == 1)
        // expected-warning@+2 {{data race on 'a': write of a[5] in iteration i=0, j=1 conflicts with write in iteration i=1, j=1 [drsat]}}
        // expected-note@+1 {{conflicting write of 'a' here}}
        a[5] = i;
}

void outer_wraps(void) {
  for (unsigned char t = 250; t != 2; t++) {
    // expected-note@+1 {{add 'reduction(+:s)' to the directive}}
    #pragma omp parallel for
    for (int i = 0; i < 10; i++)
      if (t == 1)
        // expected-warning@+2 {{data race on 's': write in iteration i=0 conflicts with write in iteration i=1 when t=1 [drsat]}}
        // expected-note@+1 {{conflicting write of 's' here}}
        s += i;
  }
}

void outer_short_step(void) {
  // 65530, 65533, then 65536 is 0
  for (unsigned short t = 65530; t != 2; t += 3) {
    // expected-note@+1 {{add 'reduction(+:s)' to the directive}}
    #pragma omp parallel for
    for (int i = 0; i < 10; i++)
      if (t == 0)
        // expected-warning@+2 {{data race on 's': write in iteration i=0 conflicts with write in iteration i=1 when t=0 [drsat]}}
        // expected-note@+1 {{conflicting write of 's' here}}
        s += i;
  }
}

void inner_even_step(void) {
  // 250, 252, 254, then 256 is 0, 2: the step's zero bits checked
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (unsigned char j = 250; j != 4; j += 2)
      if (j == 2)
        // expected-warning@+2 {{data race on 'a': write of a[5] in iteration i=0, j=2 conflicts with write in iteration i=1, j=2 [drsat]}}
        // expected-note@+1 {{conflicting write of 'a' here}}
        a[5] = i;
}

void inner_unsigned_long(void) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (unsigned long j = 18446744073709551610ul; j != 3; j += 3)
      if (j == 0)
        // expected-warning@+2 {{data race on 'a': write of a[5] in iteration i=0, j=0 conflicts with write in iteration i=1, j=0 [drsat]}}
        // expected-note@+1 {{conflicting write of 'a' here}}
        a[5] = i;
}
