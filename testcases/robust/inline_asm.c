// Inline assembly in the loop body: not analysed, never race-free.
// RUN: %cc1 -plugin-arg-drsat remarks -verify %s

int a[100];

void barrier_asm(void) {
  // expected-warning@+1 {{loop not analyzed: inline assembly is not modelled [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    __asm__ volatile("" ::: "memory");
    a[i] = i;
  }
}

void index_from_asm(void) {
  // expected-warning@+1 {{loop not analyzed: inline assembly is not modelled [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    int x;
    __asm__("movl %1, %0" : "=r"(x) : "r"(i));
    a[x & 63] = i;
  }
}
