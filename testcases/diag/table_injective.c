// Reads of a constant table with no value twice carry the fact "different
// elements, different values" (drs_table_read; the encoder states it
// between the reads of a construct): `a[perm[i]]` needs no case split over
// the table to be race-free.  The fact holds only within the table: past
// its end a read is an unknown value, which may repeat one inside it (the
// race at i=4 needs t[4] = 1).  Two tables are two: values shared between
// them still collide.  A table with a repeat gets no such fact.  A _Bool
// table is read exactly but gets no fact (a 1-bit value): no error either.
// Racy twins of the fact's race-free path: an initialiser that wraps in
// the element type (259 in an unsigned char is 3, a repeat), a local array
// that shadows the table and is written, a block-scope extern naming a table
// with a repeat, read through a macro.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

static const int t[4] = {0, 1, 2, 3};
static const int u[4] = {1, 2, 3, 0};
static const int perm[8] = {3, 0, 7, 1, 6, 2, 5, 4};
static const int twice[8] = {3, 0, 7, 1, 6, 2, 5, 3};
static const _Bool flags[2] = {0, 1};
static const unsigned char wraps[4] = {3, 0, 1, 259}; // expected-warning {{implicit conversion from 'int' to 'unsigned char' changes value from 259 to 3}}
#define P perm
int a[100];

void past_the_table(void) {
#pragma omp parallel for
  for (int i = 0; i < 6; i++)
    a[t[i]] = i; // expected-warning {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=4 [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void two_tables(void) {
#pragma omp parallel for
  for (int i = 0; i < 4; i++)
    a[t[i]] = a[u[i]] + 1; // expected-warning {{data race on 'a': write of a[0] in iteration i=0 conflicts with read in iteration i=3 [drsat]}} expected-note {{conflicting read of 'a' here}}
}

void permuted(int n) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 8; i++)
    a[perm[i]] += n;
}

void permuted_reversed(void) {
#pragma omp parallel for
  for (int i = 0; i < 8; i++) {
    int k = perm[i];
    a[k] = a[perm[7 - i]] + 1; // expected-warning {{data race on 'a': write of a[3] in iteration i=0 conflicts with read in iteration i=7 [drsat]}} expected-note {{conflicting read of 'a' here}}
  }
}

void repeated(void) {
#pragma omp parallel for
  for (int i = 0; i < 8; i++)
    a[twice[i]] = i; // expected-warning {{data race on 'a': write of a[3] in iteration i=0 conflicts with write in iteration i=7 [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void bool_table(void) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 2; i++)
    a[flags[i]] = i;
}

void wrapped(void) {
#pragma omp parallel for
  for (int i = 0; i < 4; i++)
    a[wraps[i]] = i; // expected-warning {{data race on 'a': write of a[3] in iteration i=0 conflicts with write in iteration i=3 [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void shadowed(int k) {
  int perm[8] = {3, 0, 7, 1, 6, 2, 5, 4};
  perm[k] = 0;
#pragma omp parallel for
  for (int i = 0; i < 8; i++)
    a[perm[i]] = i; // expected-warning {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 if perm[0] = 0, perm[1] = 0 (contents of 'perm' are not known here) [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void block_extern(void) {
  extern const int again[8];
#pragma omp parallel for
  for (int i = 0; i < 8; i++)
    a[again[i] + P[i] - P[i]] = i; // expected-warning {{data race on 'a': write of a[3] in iteration i=0 conflicts with write in iteration i=7 [drsat]}} expected-note {{conflicting write of 'a' here}}
}
const int again[8] = {3, 0, 7, 1, 6, 2, 5, 3};
