// Reads of a constant table with no value twice carry the fact "different
// elements, different values" (drs_table_read; the encoder states it
// between the reads of a construct): `a[perm[i]]` needs no case split over
// the table to be race-free.  The fact holds only within the table: past
// its end a read is an unknown value, which may repeat one inside it (the
// race at i=4 needs t[4] = 1).  Two tables are two: values shared between
// them still collide.  A table with a repeat gets no such fact.  A _Bool
// table is read exactly but gets no fact (a 1-bit value): no error either.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

static const int t[4] = {0, 1, 2, 3};
static const int u[4] = {1, 2, 3, 0};
static const int perm[8] = {3, 0, 7, 1, 6, 2, 5, 4};
static const int twice[8] = {3, 0, 7, 1, 6, 2, 5, 3};
static const _Bool flags[2] = {0, 1};
int a[100];

void past_the_table(void) {
#pragma omp parallel for
  for (int i = 0; i < 6; i++)
    a[t[i]] = i; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with write in iteration i=4 [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void two_tables(void) {
#pragma omp parallel for
  for (int i = 0; i < 4; i++)
    a[t[i]] = a[u[i]] + 1; // expected-warning {{data race on 'a': write of a[2] in iteration i=2 conflicts with read in iteration i=1 [drsat]}} expected-note {{conflicting read of 'a' here}}
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
    a[k] = a[perm[7 - i]] + 1; // expected-warning {{data race on 'a': write of a[1] in iteration i=3 conflicts with read in iteration i=4 [drsat]}} expected-note {{conflicting read of 'a' here}}
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
