// An access that leaves its bounds on some iteration whatever the inputs is
// reported as out of bounds, gets no in-bounds assumption, and a race it
// causes says so (DESIGN.md, race query item 5; DataRaceBench's DRB014 and
// DRB015).  Twin: norace_in_bounds.c.
// RUN: %cc1 -verify %s

double b[100][100];

void before_the_row(int n, int m) {
  #pragma omp parallel for
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      // expected-warning-re@+3 {{data race on 'b': write of b[{{[0-9]+}}][99] in iteration i={{[0-9]+}}, j=99 conflicts with read in iteration i={{[0-9]+}}, j=0 when n={{[0-9]+}}, m={{[0-9]+}} through the out-of-bounds access 'b[i][j - 1]' [drsat]}}
      // expected-warning-re@+2 {{out-of-bounds access 'b[i][j - 1]': subscript -1 in iteration i={{[0-9]+}}, j=0 is outside [0, 100) when n={{[0-9]+}}, m={{[0-9]+}} [drsat]}}
      // expected-note@+1 {{conflicting read of 'b' here}}
      b[i][j] = b[i][j - 1];
}

void vla_past_the_row(int n, int m) {
  double w[n][m];
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      // expected-warning-re@+3 {{data race on 'w': write of w[{{[0-9]+}}][{{[0-9]+}}] in iteration i={{[0-9]+}}, j={{[0-9]+}} conflicts with read in iteration i={{[0-9]+}}, j={{[0-9]+}} when n={{[0-9]+}}, m={{[0-9]+}} through the out-of-bounds access 'w[i][j + 1]' [drsat]}}
      // expected-warning-re@+2 {{out-of-bounds access 'w[i][j + 1]': subscript {{[0-9]+}} in iteration i={{[0-9]+}}, j={{[0-9]+}} is outside [0, {{[0-9]+}}) when n={{[0-9]+}}, m={{[0-9]+}} [drsat]}}
      // expected-note@+1 {{conflicting read of 'w' here}}
      w[i][j] = w[i][j + 1];
  (void)w[0][0];
}

int a[100];

void past_the_end(void) {
  // a[100] at i == 99: reported; the race with a[i] is in bounds (i=1, 2)
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    // expected-warning@+3 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-warning@+2 {{out-of-bounds access 'a[i + 1]': subscript 100 in iteration i=99 is outside [0, 100) [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i + 1];
}

// The loop's bound is an input: the cheap "may stay" search asks for
// inputs, and under every n that runs the loop x[i][10] leaves its row
// (it is x[i + 1][0]): reported, and the race through it found.  A search
// that settled for inputs under which it stayed would hide both.
int x[8][10]; // expected-note {{array 'x' declared here}}
void row_end_input(int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    // expected-warning@+4 {{array index 10 is past the end of the array (that has type 'int[10]')}}
    // expected-warning@+3 {{out-of-bounds access 'x[i][10]': subscript 10 in iteration i=0 is outside [0, 10) when n=2 [drsat]}}
    // expected-warning@+2 {{data race on 'x': write of x[1][10] in iteration i=1 conflicts with read in iteration i=0 when n=2 through the out-of-bounds access 'x[i][10]' [drsat]}}
    // expected-note@+1 {{conflicting read of 'x' here}}
    x[i][10] = x[i + 2][0];
}

// The report's witness comes from the integer encoding (report_int in
// solver/drs_bounds.c), confirmed in bit-vectors: k wraps as an unsigned
// char, and w's rows are a VLA's (the offset is a product).  The witness is
// the smallest: j=0 already leaves, and the race needs 31 rows.
void narrow_past_the_row(int n) {
  double w[n][8];
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (unsigned char j = 0; j < 8; j++) {
      unsigned char k = j + 249;
      // expected-warning@+3 {{out-of-bounds access 'w[i][k]': subscript 249 in iteration i=0, j=0 is outside [0, 8) when n=2 [drsat]}}
      // expected-warning@+2 {{data race on 'w': write of w[0][255] in iteration i=0, j=6 conflicts with read in iteration i=31, j=7 when n=32 through the out-of-bounds access 'w[i][k]' [drsat]}}
      // expected-note@+1 {{conflicting read of 'w' here}}
      w[i][k] = w[i][j] + 1;
    }
}

// Twin: the subscript wraps back into the row (k + 8 is 256..263, 0..7 as
// an unsigned char): no report, no race.
void narrow_wraps_back(int n) {
  double w[n][8];
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (unsigned char j = 0; j < 8; j++) {
      unsigned char k = j + 248;
      w[i][(unsigned char)(k + 8)] = w[i][j] + 1;
    }
}

// Source text with `%` and names beyond ASCII print as written
// (Diagnostics.cpp: printable ASCII is the format itself with `%` doubled,
// other text its argument).
int wrap[100];

void percent_in_text(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    // expected-warning@+3 {{out-of-bounds access 'wrap[i % 50 + 60]': subscript 100 in iteration i=90 is outside [0, 100) [drsat]}}
    // expected-warning@+2 {{data race on 'wrap': write of wrap[60] in iteration i=0 conflicts with write in iteration i=50 [drsat]}}
    // expected-note@+1 {{conflicting write of 'wrap' here}}
    wrap[i % 50 + 60] = i;
}

void name_beyond_ascii(void) {
  int ä = 0;
  #pragma omp parallel for // expected-note {{add 'reduction(+:ä)' to the directive}}
  for (int i = 0; i < 100; i++)
    // expected-warning@+2 {{data race on 'ä': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'ä' here}}
    ä += wrap[i];
}
