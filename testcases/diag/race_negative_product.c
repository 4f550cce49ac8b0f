// Signed products with a negative result are not overflows.  Z3 4.8.12's
// bvsmul_noovfl says they are (README, Semantics), which once made
// every loop below "race-free": the executions reaching the race were
// dropped as if they had undefined behaviour.
// RUN: %cc1 -verify %s

int a[41], b[100], c[100], x;

void negative_index_guard(int n) {
  if (n < -7 || n > -1)
    return;
  // 2 * -1 + 14 == 12 == 14 - 2: iteration -1 reads what iteration 2 writes.
  #pragma omp parallel for
  for (int i = n; i <= 5; i++) {
    // expected-warning@+1 {{data race on 'a': write of a[12] in iteration i=2 conflicts with read in iteration i=-1 when n=-1 [drsat]}}
    a[14 - i] = 1;
    if (i == -1)
      // expected-note@+1 {{conflicting read of 'a' here}}
      x = a[2 * i + 14];
  }
}

void negative_coefficient(void) {
  // -3 * i + 60 for i = 0..20 walks down from 60 to 0; iteration 20 writes
  // b[0], which iteration 0 reads.
  #pragma omp parallel for
  for (int i = 0; i <= 20; i++) {
    // expected-warning@+1 {{data race on 'b': write of b[0] in iteration i=20 conflicts with read in iteration i=0 [drsat]}}
    b[-3 * i + 60] = i;
    if (i == 0)
      // expected-note@+1 {{conflicting read of 'b' here}}
      x = b[i];
  }
}

void unknown_start(int n) {
  if (n < -7 || n > -1)
    return;
  // 50 + 2 * -3 == 46 + 2 * -1 == 44, reachable when the loop starts at n <= -3.
  #pragma omp parallel for
  for (int i = n; i <= 5; i++) {
    // a[41]: both accesses leave it whatever n is (i = 5 and i = -1 always run)
    // expected-warning@+2 {{out-of-bounds access 'a[50 + 2 * i]': subscript 48 in iteration i=-1 is outside [0, 41) when n=-1 [drsat]}}
    // expected-warning@+1 {{data race on 'a': write of a[44] in iteration i=-3 conflicts with read in iteration i=-1 when n=-3 through the out-of-bounds access 'a[50 + 2 * i]' [drsat]}}
    a[50 + 2 * i] = 1;
    if (i == -1)
      // expected-note@+2 {{conflicting read of 'a' here}}
      // expected-warning@+1 {{out-of-bounds access 'a[46 + 2 * i]': subscript 44 in iteration i=-1 is outside [0, 41) when n=-1 [drsat]}}
      x = a[46 + 2 * i];
  }
}

void both_negative(void) {
  // (i - 10) * (i - 10) is the square of a negative number for i < 10:
  // iterations 10 - k and 10 + k write the same element.
  #pragma omp parallel for
  for (int i = 0; i < 20; i++)
    // expected-warning-re@+2 {{data race on 'c': write of c[{{[0-9]+}}] in iteration i={{[0-9]}} conflicts with write in iteration i=1{{[0-9]}} [drsat]}}
    // expected-note@+1 {{conflicting write of 'c' here}}
    c[(i - 10) * (i - 10)] = i;
}
