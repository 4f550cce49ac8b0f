// True race: a loop-carried dependence of distance 1.
// drsat-verdict: race
// RUN: %cc1 -verify %s

int a[101];

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i + 1] = a[i] + 1;
}
