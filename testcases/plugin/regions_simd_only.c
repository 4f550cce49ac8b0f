// Under -fopenmp-simd only the simd directives take effect: the rest of the
// program runs sequentially, so parallel regions and other directives are
// neither analysed nor reported.
// RUN: %clang -cc1 -fopenmp-simd -fsyntax-only -load %drsat -verify %s

int a[100], g;

void f(void) {
  #pragma omp parallel
  {
    g = 1;
    #pragma omp single
    g = 2;
    #pragma omp simd
    for (int i = 0; i < 99; i++)
      // expected-warning@+2 {{data race on 'a'}}
      // expected-note@+1 {{conflicting read of 'a' here}}
      a[i + 1] = a[i];
  }
  #pragma omp task
  g = 3;
}
