// Constant tables (issue 11, item 13).  A `const` table with an
// initialiser is trusted wherever it is defined (no code may change a const
// object), also with external linkage outside main: a permutation indexes
// without collisions, a repeated entry collides at the element the table
// gives.  A table too large to encode is not made up: what is certain about
// it is used (its range; a permutation's entries differ, so the 5,000-entry
// permutation below indexes without collisions), and a race that needs its
// contents is possible, with the entries it needs named in the message.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

const int perm[6] = {3, 1, 4, 0, 5, 2};
const int twice[6] = {3, 1, 4, 1, 5, 2};
int b[6];

void permuted(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 6; i++)
    b[perm[i]] += 1;
}

void repeated(void) {
  #pragma omp parallel for
  for (int i = 0; i < 6; i++)
    // expected-warning@+2 {{data race on 'b': write of b[1] in iteration i=1 conflicts with write in iteration i=3 [drsat]}}
    // expected-note@+1 {{conflicting write of 'b' here}}
    b[twice[i]] += 1;
}

// 5000 entries: k * 7 % 5000, a permutation (idx[1] = 7, idx[2] = 14)
#define P(k) (((k) * 7) % 5000)
#define E10(k) P(k), P(k + 1), P(k + 2), P(k + 3), P(k + 4), P(k + 5), \
               P(k + 6), P(k + 7), P(k + 8), P(k + 9)
#define E100(k) E10(k), E10(k + 10), E10(k + 20), E10(k + 30), E10(k + 40), \
                E10(k + 50), E10(k + 60), E10(k + 70), E10(k + 80), E10(k + 90)
#define E1000(k) E100(k), E100(k + 100), E100(k + 200), E100(k + 300), \
                 E100(k + 400), E100(k + 500), E100(k + 600), E100(k + 700), \
                 E100(k + 800), E100(k + 900)
const int idx[5000] = {E1000(0), E1000(1000), E1000(2000), E1000(3000),
                       E1000(4000)};
// the same with every value twice (k * 7 % 2500)
#undef P
#define P(k) (((k) * 7) % 2500)
const int half[5000] = {E1000(0), E1000(1000), E1000(2000), E1000(3000),
                        E1000(4000)};
int a[5000];
int c[5000];

void large(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 5000; i++)
    a[idx[i]] += 1;
}

void large_repeated(void) {
  #pragma omp parallel for
  for (int i = 0; i < 5000; i++)
    // expected-warning@+2 {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 if half[0] = 0, half[1] = 0 ('half' has 5000 elements, more than the 4096 drsat encodes) [drsat]}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[half[i]] += 1;
}

void large_values(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 5000; i++)
    c[i] = idx[i] + 1;
}
