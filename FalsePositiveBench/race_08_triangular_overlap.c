// True race: packed triangle rows overlap when j runs one past the
// diagonal (row 0, j = 1 is row 1, j = 0).
// drsat-verdict: race
// RUN: %cc1 -verify %s

int tri[100];
int out[100];

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    if (i == 0)
      for (int j = 0; j <= i + 1; j++)
        // expected-warning@+1 {{data race on 'tri': write of tri[1] in iteration i=0, j=1 conflicts with read in iteration i=1 [drsat]}}
        tri[i * (i + 1) / 2 + j] = j;
    else
      // expected-note@+1 {{conflicting read of 'tri' here}}
      out[i] = tri[i * (i + 1) / 2];
  }
}
