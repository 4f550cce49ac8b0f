// The pairs of one object that the cheap filters leave are asked together,
// as one disjunction over Z3 Int (solver/drs_group.c): race-free when it is
// unsatisfiable.  A satisfiable group goes pair by pair, so every race
// still gets its own witness.  The bounds' division keeps the filters out:
// all three pairs reach Z3 ("3 solved").
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cc1 -plugin-arg-drsat json=%t/r.json %s 2>/dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t/r.json

double a[4000];

// rows [2 * c1, 2 * c1 + 2): disjoint
// CHECK: 'parallel for' in 'tiles': race-free; 3 accesses, 3 pairs checked, 3 solved
void tiles(int n) {
#pragma omp parallel for
  for (int c1 = 0; c1 < n; c1++)
    for (int j = (c1 * 4) / 2; j < c1 * 2 + 2; j++)
      a[j] = a[j] * 2 + a[j + 0 * n];
}

// rows [2 * c1, 2 * c1 + 3): the last row of a tile is the next tile's first
// CHECK: 'parallel for' in 'tiles_overlap': race; 3 accesses, 3 pairs checked, 3 solved
void tiles_overlap(int n) {
#pragma omp parallel for
  for (int c1 = 0; c1 < n; c1++)
    for (int j = (c1 * 4) / 2; j < c1 * 2 + 3; j++)
      // expected-warning@+5 2 {{data race on 'a': write of a[2] in iteration c1=0, j=2 conflicts with read in iteration c1=1, j=2 when n=2 [drsat]}}
      // expected-warning@+4 {{data race on 'a': write of a[2] in iteration c1=0, j=2 conflicts with write in iteration c1=1, j=2 when n=2 [drsat]}}
      // expected-note@+3 {{conflicting write of 'a' here}}
      // expected-note@+2 {{conflicting read of 'a' here}}
      // expected-note@+1 {{conflicting read of 'a' here}}
      a[j] = a[j] * 2 + a[j + 0 * n];
}

// Subscripts that wrap (unsigned char): six pairs asked as one group.  With
// i < 80 the three residues never meet; with i < 300 they wrap around and
// iterations 256 apart (and others) collide -- the group is satisfiable and
// every pair gets its own witness (here the chunk's first pair races by
// running the loop, which settles that the group is satisfiable: it is not
// asked).
int w[256];

// CHECK: 'parallel for' in 'residues_fit': race-free; 3 accesses, 6 pairs checked, 6 solved
void residues_fit(void) {
#pragma omp parallel for
  for (int i = 0; i < 80; i++) {
    w[(unsigned char)(i * 3)] = 1;
    w[(unsigned char)(i * 3 + 1)] = 2;
    w[(unsigned char)(i * 3 + 2)] = 3;
  }
}

// CHECK: 'parallel for' in 'residues_wrap': race; 3 accesses, 6 pairs checked, 6 solved
void residues_wrap(void) {
#pragma omp parallel for
  for (int i = 0; i < 300; i++) {
    // expected-warning@+3 {{data race on 'w': write of w[0] in iteration i=0 conflicts with write in iteration i=256 [drsat]}}
    // expected-warning@+2 {{data race on 'w': write of w[0] in iteration i=0 conflicts with write in iteration i=85 [drsat]}}
    // expected-warning@+1 {{data race on 'w': write of w[0] in iteration i=0 conflicts with write in iteration i=170 [drsat]}}
    w[(unsigned char)(i * 3)] = 1; // expected-note {{conflicting write of 'w' here}}
    // expected-warning@+2 {{data race on 'w': write of w[1] in iteration i=0 conflicts with write in iteration i=256 [drsat]}}
    // expected-warning@+1 {{data race on 'w': write of w[1] in iteration i=0 conflicts with write in iteration i=85 [drsat]}}
    w[(unsigned char)(i * 3 + 1)] = 2; // expected-note 2 {{conflicting write of 'w' here}}
    w[(unsigned char)(i * 3 + 2)] = 3; // expected-warning {{data race on 'w': write of w[2] in iteration i=0 conflicts with write in iteration i=256 [drsat]}} expected-note 3 {{conflicting write of 'w' here}}
  }
}

// Rows of a 2-D array, the row index hidden from the filters by a division:
// the three pairs are proved as one group, and only with the in-bounds rule
// (without it b[c1][2] is b[c1 + 1][0]).  The group's recheck without the
// rule is satisfiable, so the verdict states the assumption; a recheck that
// answered "none needed it" too readily would drop the note.
double b2[1000][2];

// CHECK: 'parallel for' in 'rows_need_rule': race-free; 3 accesses, 3 pairs checked, 3 solved
void rows_need_rule(int n, int k) {
// JSON: "function": "rows_need_rule"
// JSON-NEXT: "line": [[@LINE+2]]
// JSON: "every subscript of 'b2' lies within its extent
#pragma omp parallel for
  for (int c1 = 0; c1 < n; c1++)
    for (int j = 0; j < k; j++)
      b2[(c1 * 4) / 4][j] = b2[(c1 * 4) / 4][j] * 2 + b2[(c1 * 4) / 4][j + 0 * n];
}

// The first pair that could need the rule (the probe, asked alone) does not
// -- the second loop's rows start at 64 -- but the later ones do (the second
// loop's columns run to n: without the rule c3[66][64] is c3[67][0]): the
// recheck disjunction of the rest is satisfiable, which settles the object
// without asking its pairs one by one.  Its twin cannot need the rule (the
// columns j % 32 + k of one iteration stay within a row's span of the
// other's): the disjunction is unsatisfiable and no assumption is stated.
int c3[128][64];

// CHECK: 'parallel for' in 'later_pairs_need_rule': race-free; 3 accesses, 5 pairs checked, 5 solved
void later_pairs_need_rule(int n) {
// JSON: "function": "later_pairs_need_rule"
// JSON-NEXT: "line": [[@LINE+3]]
// JSON: "assumptions": ["every subscript of 'c3' lies within its extent
// JSON-SAME: "]
#pragma omp parallel for
  for (int i = 0; i < 16; i++) {
    for (int j = 0; j < 64; j++)
      c3[2 * i + j % 2][j] = 1;
    for (int j = 0; j < n; j++)
      c3[64 + 2 * i + (j + 1) % 2][j] = c3[64 + 2 * i + j % 2][j] + 1;
  }
}

// CHECK: 'parallel for' in 'no_pair_needs_rule': race-free; 3 accesses, 3 pairs checked, 3 solved
void no_pair_needs_rule(int n, int k) {
// JSON: "function": "no_pair_needs_rule"
// JSON-NEXT: "line": [[@LINE+2]]
// JSON: "assumptions": [],
#pragma omp parallel for
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < n; j++)
      c3[64 + 2 * i + (j + 1) % 2][j % 32 + k] =
          c3[64 + 2 * i + j % 2][j % 32 + k] + c3[64 + 2 * i + (j + 1) % 2][j % 32 + k];
}

// Each chunk's first pair is decided alone before the chunk is asked: here
// it is race-free (the read of g[j] against the write: disjoint tiles), and
// the other two, asked together, are satisfiable -- the read of the next
// tile's first row races, and is still found and worded, pair by pair.  (A
// chunk taken as decided after its probe alone loses the race.)
double g[4000];

// CHECK: 'parallel for' in 'first_pair_free': race; 3 accesses, 3 pairs checked, 3 solved
void first_pair_free(int n) {
#pragma omp parallel for
  for (int c1 = 0; c1 < n; c1++)
    for (int j = (c1 * 4) / 2; j < c1 * 2 + 2; j++)
      // expected-warning@+2 {{data race on 'g': write of g[2] in iteration c1=1, j=2 conflicts with read in iteration c1=0, j=0 when n=2 [drsat]}}
      // expected-note@+1 {{conflicting read of 'g' here}}
      g[j] = g[j] * 2 + g[j + 2];
}
