// Precision: after `if (i != 42) continue;` only one iteration updates the
// shared scalar.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

int a[100];
int answer;

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    a[i] = i;
    if (i != 42)
      continue;
    answer = answer + a[i];
  }
}
