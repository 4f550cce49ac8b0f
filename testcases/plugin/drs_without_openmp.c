// `#pragma drs` loops are analysed without -fopenmp too; OpenMP directives
// then do not exist (-fopenmp-simd keeps only the simd ones), so the loop
// below is analysed once, as 'drs'.
// RUN: %clang -fplugin=%drsat -fsyntax-only -Wno-source-uses-openmp -Xclang -verify %s
// RUN: %clang -fopenmp-simd -fplugin=%drsat -fsyntax-only -Xclang -verify %s

int b[100];

void g(void) {
  #pragma drs
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'b': write of b[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[i + 1] = b[i];
}
