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
    // `j = 0` with itself, with `j++`, with `j < 2` and with m[i][j]:
    // expected-warning@+13 {{data race on 'j': write in iteration i=1 conflicts with write in iteration i=0 [drsat]}}
    // expected-note@+12 {{conflicting write of 'j' here}}
    // expected-warning@+11 {{data race on 'j': write in iteration i=1 conflicts with write in iteration i=0, j=0 [drsat]}}
    // expected-note@+10 {{conflicting write of 'j' here}}
    // expected-warning@+9 {{data race on 'j': write in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+8 {{conflicting read of 'j' here}}
    // expected-warning@+7 {{data race on 'j': write in iteration i=1 conflicts with read in iteration i=0, j=0 [drsat]}}
    // `j++` with itself, with `j < 2` and with m[i][j]:
    // expected-warning@+5 {{data race on 'j': write in iteration i=1, j=0 conflicts with write in iteration i=0, j=0 [drsat]}}
    // expected-note@+4 {{conflicting write of 'j' here}}
    // expected-warning@+3 {{data race on 'j': write in iteration i=1, j=0 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+2 {{conflicting read of 'j' here}}
    // expected-warning@+1 {{data race on 'j': write in iteration i=1, j=0 conflicts with read in iteration i=0, j=0 [drsat]}}
    for (j = 0; j < 2; j++)
      // expected-note@+2 {{conflicting read of 'j' here}}
      // expected-note@+1 {{conflicting read of 'j' here}}
      m[i][j] = 0;
}
