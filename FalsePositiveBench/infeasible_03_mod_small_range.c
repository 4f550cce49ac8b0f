// Infeasible-path pattern 3: arr[i % 10] for 0 <= i < 10 is arr[i].
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

int arr[10];

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    arr[i % 10] = arr[i % 10] * 2 + i;
}
