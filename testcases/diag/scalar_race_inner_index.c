// The index of an inner loop declared outside the construct is shared in
// C/C++ (OpenMP predetermines only the construct's own loop variable): the
// inner loop's header races between iterations.  Every conflicting pair of
// sites is reported: the write `j = 0`, the update `j++`, and the reads of j
// in `j < 2` and in `m[i][j]`.
// RUN: %cc1 -verify %s

int m[10][10];

void shared_inner_index(void) {
  int j;
  // expected-note@+1 {{add 'private(j)' to the directive}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // Every pair of the accesses to j in two iterations races: `j = 0`
    // (col 10), `j < 2` (col 17), `j++` (col 24), and the read in m[i][j].
    // Witnesses checked by hand: j is one shared scalar, any two iterations.
    // expected-warning@#forj {{data race on 'j': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@#forj {{conflicting write of 'j' here}}
    // expected-warning@#forj {{data race on 'j': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@#forj {{conflicting read of 'j' here}}
    // expected-warning@#forj {{data race on 'j': write in iteration i=0 conflicts with read in iteration i=1, j=0 [drsat]}}
    // expected-note@#mij {{conflicting read of 'j' here}}
    // expected-warning@#forj {{data race on 'j': write in iteration i=0 conflicts with write in iteration i=1, j=0 [drsat]}}
    // expected-note@#forj {{conflicting write of 'j' here}}
    // expected-warning@#forj {{data race on 'j': write in iteration i=0, j=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@#forj {{conflicting read of 'j' here}}
    // expected-warning@#forj {{data race on 'j': write in iteration i=0, j=0 conflicts with read in iteration i=1, j=0 [drsat]}}
    // expected-note@#mij {{conflicting read of 'j' here}}
    // expected-warning@#forj {{data race on 'j': write in iteration i=0, j=0 conflicts with write in iteration i=1, j=0 [drsat]}}
    // expected-note@#forj {{conflicting write of 'j' here}}
    for (j = 0; j < 2; j++) // #forj
      m[i][j] = 0; // #mij
}
