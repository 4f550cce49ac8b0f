// C's / and % truncate toward zero (the remainder takes the dividend's
// sign).  With floor or Euclidean division none of these would race.
// RUN: %cc1 -verify %s

int a[100], b[100], c[100], r[100];

void div_negative(void) {
  // C: -1 / 2 == 0 (floor would give -1).
  #pragma omp parallel for
  for (int i = -1; i < 1; i++) {
    if (i == -1)
      // expected-warning@+1 {{data race on 'a': write of a[5] in iteration i=-1 conflicts with read in iteration i=0 [drsat]}}
      a[i / 2 + 5] = 1;
    else
      // expected-note@+1 {{conflicting read of 'a' here}}
      r[0] = a[5];
  }
}

void rem_negative(void) {
  // C: -1 % 2 == -1 (Euclidean mod gives 1).
  #pragma omp parallel for
  for (int i = -1; i < 1; i++) {
    if (i == -1)
      // expected-warning@+1 {{data race on 'b': write of b[4] in iteration i=-1 conflicts with read in iteration i=0 [drsat]}}
      b[i % 2 + 5] = 1;
    else
      // expected-note@+1 {{conflicting read of 'b' here}}
      r[0] = b[4];
  }
}

void negative_divisor(void) {
  // C: -7 / -2 == 3 (Euclidean: 4); 1 % -2 == 1 (sign of divisor: -1).
  #pragma omp parallel for
  for (int i = -7; i < 2; i++) {
    if (i == -7)
      // expected-warning@+1 {{data race on 'c': write of c[13] in iteration i=-7 conflicts with read in iteration i=1 [drsat]}}
      c[i / -2 + 10] = 1;
    if (i == 1)
      // expected-note@+1 {{conflicting read of 'c' here}}
      r[1] = c[i % -2 + 12];
  }
}
