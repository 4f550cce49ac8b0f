// A histogram update without atomic: two iterations may hit the same bin
// (k[i] is memory drsat does not know: another translation unit may fill
// it), so the race is possible, with the contents it needs.
// RUN: %cc1 -verify %s

int hist[10];
int k[100];

void histogram(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{possible data race on 'hist': write of hist[0] in iteration i=0 conflicts with write in iteration i=1 if k[0] = 0, k[1] = 0 (contents of 'k' are not known here) [drsat]}}
    // expected-note@+1 {{conflicting write of 'hist' here}}
    hist[k[i] % 10]++;
}
