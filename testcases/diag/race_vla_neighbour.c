// A VLA element against its left neighbour (DataRaceBench DRB015): at
// j == 0, b[i][j - 1] is b[i - 1][m - 1] in flattened memory, written by
// iteration i - 1.  The offsets i * m + j are products of two unknowns:
// the pair goes to the integer solver first (nonlinear, short limit), whose
// witness is then checked value by value in bit-vectors.  The same element
// against itself keeps the equal-subscripts route and stays race-free.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

int size(void);

void neighbour(void) {
  int n = size(), m = size();
  double b[n][m];
  // CHECK: race_vla_neighbour.c:[[@LINE+1]]:3: 'parallel for' in 'neighbour': race; 2 accesses, 2 pairs checked, 1 solved
  #pragma omp parallel for
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      // expected-warning-re@+3 {{data race on 'b': write of b[{{[0-9]+}}][{{[0-9]+}}] in iteration i={{[0-9]+}}, j={{[0-9]+}} conflicts with read in iteration i={{[0-9]+}}, j=0 when size()={{[0-9]+}}, size()={{[0-9]+}} through the out-of-bounds access 'b[i][j - 1]' [drsat]}}
      // expected-warning-re@+2 {{out-of-bounds access 'b[i][j - 1]': subscript -1 in iteration i={{[0-9]+}}, j=0 is outside [0, {{[0-9]+}}) when size()={{[0-9]+}}, size()={{[0-9]+}} [drsat]}}
      // expected-note@+1 {{conflicting read of 'b' here}}
      b[i][j] = b[i][j - 1];
}

void itself(void) {
  int n = size(), m = size();
  double b[n][m];
  // CHECK: race_vla_neighbour.c:[[@LINE+1]]:3: 'parallel for' in 'itself': race-free; 2 accesses, 2 pairs checked
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      b[i][j] = b[i][j] + 1.0;
}
