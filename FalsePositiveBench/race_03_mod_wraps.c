// True race: arr[i % 10] for i < 11 wraps at i = 10 onto arr[0], which
// iteration 0 reads.
// drsat-verdict: race
// RUN: %cc1 -verify %s

int arr[10];
int out[11];

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 11; i++) {
    if (i == 10)
      // expected-warning@+1 {{data race on 'arr': write of arr[0] in iteration i=10 conflicts with read in iteration i=0 [drsat]}}
      arr[i % 10] = i;
    else
      // expected-note@+1 {{conflicting read of 'arr' here}}
      out[i] = arr[i];
  }
}
