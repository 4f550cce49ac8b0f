// A histogram update without atomic: two iterations may hit the same bin
// (k[i] is unknown memory).
// RUN: %cc1 -verify %s

int hist[10];
int k[100];

void histogram(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'hist': write of hist[0] in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'hist' here}}
    hist[k[i] % 10]++;
}
