// True race: `simd safelen(13) collapse(2)`, the dependence is 12 logical
// iterations apart; the feasible twin of precision_19.
// drsat-verdict: race
// RUN: %cc1 -verify %s

float m[10][12];

void kernel(void) {
  #pragma omp simd safelen(13) collapse(2)
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 12; j++)
      // expected-warning@+2 {{data race on 'm': write of m[1][0] in iteration i*12+j=0 conflicts with read in iteration i*12+j=12 [drsat]}}
      // expected-note@+1 {{conflicting read of 'm' here}}
      m[i + 1][j] = m[i][j] * 0.5f;
}
