// A loop carrying both `#pragma drs` and an OpenMP directive is analysed
// once, as the OpenMP construct, whichever pragma comes first.
// RUN: %cc1 -verify %s

void f(int *a, int n) {
  // expected-warning@+2 {{loop not analyzed: '#pragma omp taskloop' is not modelled yet [drsat]}}
  #pragma drs
  #pragma omp taskloop
  for (int i = 0; i < n; i++)
    a[i] = 0;

  // expected-warning@+1 {{loop not analyzed: '#pragma omp taskloop' is not modelled yet [drsat]}}
  #pragma omp taskloop
  #pragma drs
  for (int i = 0; i < n; i++)
    a[i] = 0;

  // expected-warning@+3 {{extra tokens at end of '#pragma drs'; ignored [drsat]}}
  // expected-warning@+5 {{loop not analyzed: '#pragma omp taskloop' is not modelled yet [drsat]}}
  // Comments between are fine.
  #pragma drs now /* and a comment */
  /* another
     one */
  #pragma omp taskloop // and one more
  for (int i = 0; i < n; i++)
    a[i] = 0;
}

int b[100];

void g(void) {
  #pragma drs
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'b': write of b[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[i + 1] = b[i];
}
