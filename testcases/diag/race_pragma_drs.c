// `#pragma drs` asks whether a sequential loop may be parallelised: its
// iterations are treated like those of `parallel for`.  Comments between the
// pragma and the loop are allowed.
// RUN: %cc1 -verify %s

int a[100];
int b[100];

void ask(void) {
  #pragma drs
  // a line comment between the pragma and its loop
  /* and a block comment */
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i + 1] = a[i];
}

void ask_declared_before(void) {
  int i;
  #pragma drs
  for (i = 3; i > 1; i--)
    // expected-warning@+2 {{data race on 'b': write of b[2] in iteration i=2 conflicts with read in iteration i=3 [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[i] = b[i - 1];
}
