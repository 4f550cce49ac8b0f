// True race: C's -1 / 2 == 0 sends iteration -1 to a[5], read by
// iteration 0 (floor division would miss it).
// drsat-verdict: race
// RUN: %cc1 -verify %s

int a[100];
int r[100];

void kernel(void) {
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
