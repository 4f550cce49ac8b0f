// An 8-bit counter that wraps past the end of a row: `j = 250; j != 5`
// runs 250..255, 0..4, and j = 250 is outside b's rows on every run of the
// loop, whatever n.  The wrapping domain's distances are computed in the
// counter's own width (plugin/BuildLoops.cpp, loopDomain); computed in 64
// bits and reduced twice modulo 2^8, the in-bounds questions took 10 to 25 s
// here (Z3's integer solver branching over quotients up to 2^56) and the
// report depended on which question ran out of time first.  The budget below
// makes a slow run fail the test.
// RUN: %cc1 -plugin-arg-drsat budget-ms=4000 -verify %s

double b[10][200];

void wrapping(int n) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (unsigned char j = 250; j != 5; j++)
      b[i][j] = 0; // expected-warning-re {{out-of-bounds access 'b[i][j]': subscript {{25[0-5]}} in iteration i={{[0-9]+}}, j={{25[0-5]}} is outside [0, 200) when n={{[0-9]+}} [drsat]}}
}

// The twin within bounds: 190..199, then 0..9 after the wrap is not taken.
void in_row(int n) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (unsigned char j = 190; j != 200; j++)
      b[i][j] = 0;
}
