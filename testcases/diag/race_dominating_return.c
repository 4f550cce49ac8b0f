// Conditions that dominate the construct (`if (...) return;`) constrain the
// unknown inputs; the witness respects them.
// RUN: %cc1 -verify %s

int a[200], b[200];

void window(int n) {
  if (n > 100 || n < 49)
    return;
  // 49 <= n <= 100: only n = 49 lets the read at i = 0 reach a[49].
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    // expected-warning@+2 {{data race on 'a': write of a[49] in iteration i=49 conflicts with read in iteration i=0 when n=49 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + n];
}

void nested_returns(int n, int m) {
  if (n < 3)
    return;
  if (n > 3) {
    return;
  }
  // n == 3 here; m is not used by the witness.
  #pragma omp parallel for
  for (int i = 0; i < 4; i++)
    // expected-warning@+2 {{data race on 'b': write of b[3] in iteration i=3 conflicts with read in iteration i=0 when n=3 [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[i] = b[i + n] + m;
}
