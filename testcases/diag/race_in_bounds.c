// Racy twins of norace_in_bounds.c: the in-bounds rule only removes
// executions with an out-of-bounds subscript; it must not hide a race that
// stays in bounds (neighbouring rows, one element chosen by an unknown).
// RUN: %cc1 -verify %s

double u[64][5];
int ist, iend, col;

void neighbour_rows(int k) {
  #pragma omp parallel for
  for (int i = ist; i < iend; i++)
    // expected-warning@+2 {{data race on 'u': write of u[0][0] in iteration i=0 conflicts with read in iteration i=-1 when ist=-1, iend=1, k=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 'u' here}}
    u[i][k] = u[i + 1][k];
}

void one_column(void) {
  #pragma omp parallel for
  for (int i = 0; i < 64; i++)
    // expected-warning@+2 {{data race on 'u': write of u[0][0] in iteration i=0 conflicts with write in iteration i=5 when col=0 [drsat]}}
    // expected-note@+1 {{conflicting write of 'u' here}}
    u[col][i % 5] = 1.0;
}
