// A pointer set before the loop to a variable the loop privatises still
// points to the original, which every thread shares: not modelled.
// RUN: %cc1 -verify %s

int a[100];
int tp;
#pragma omp threadprivate(tp)

void private_target(void) {
  int t = 0;
  int *p = &t;
  // expected-warning@+1 {{loop not analyzed: pointer 'p' points to the original of 't', which is private in the loop (not modelled)}}
  #pragma omp parallel for private(t)
  for (int i = 0; i < 100; i++) {
    *p = i;
    a[i] = t;
  }
}

void threadprivate_target(void) {
  int *p = &tp;
  // expected-warning@+1 {{loop not analyzed: pointer 'p' points to the original of 'tp', which is private in the loop (not modelled)}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    *p = i;
}
