// Doacross loops: `ordered(n)` makes the n outer loops one doacross nest
// (their iteration variables private, even where collapse distributes
// fewer), and stand-alone `ordered depend(sink: ...)` / `depend(source)`
// order some iterations.  drsat leaves those waits out: the iterations may
// then run in any order, more than the program allows, so a race-free
// verdict stands, and a race found is only possible (the waits may order
// the pair).  In a parallel region the waits are not modelled yet.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s
// RUN: %cc1 -plugin-arg-drsat json=%t.json %s 2>/dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// JSON: "function": "each_element",
// JSON: "verdict": "race-free",
// JSON: "function": "wait_before",
// JSON: "verdict": "possible-race",

int a[100][100], b[100];

// DataRaceBench DRB094: j is the doacross nest's second variable, private
// although only the i loop is distributed; each a[i][j] is one iteration's.
void each_element(void) {
  int i, j;
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for ordered(2)
  for (i = 0; i < 100; i++)
    for (j = 0; j < 100; j++) {
      a[i][j] = a[i][j] + 1;
#pragma omp ordered depend(sink : i - 1, j) depend(sink : i, j - 1)
#pragma omp ordered depend(source)
    }
}

// The wait orders the read of a[i-1][j] after iteration i-1's write: the
// loop is race-free, which drsat does not see; the race is only possible.
void wait_before(void) {
  int i, j;
#pragma omp parallel for ordered(2)
  for (i = 1; i < 100; i++)
    for (j = 0; j < 100; j++) {
#pragma omp ordered depend(sink : i - 1, j)
      // expected-warning@+2 {{possible data race on 'a': write of a[1][0] in iteration i=1, j=0 conflicts with read in iteration i=2, j=0 (the iterations may be ordered by the doacross wait 'ordered depend' at line 40) [drsat]}}
      // expected-note@+1 {{conflicting read of 'a' here}}
      a[i][j] = a[i - 1][j] + 1;
#pragma omp ordered depend(source)
    }
}

// A write before the wait races with the next iteration's read (a real
// race; drsat cannot tell it from the one above, so it is possible too).
void wait_after(void) {
  int i;
#pragma omp parallel for ordered(1)
  for (i = 1; i < 100; i++) {
    // expected-warning@+2 {{possible data race on 'b': write of b[1] in iteration i=1 conflicts with read in iteration i=2 (the iterations may be ordered by the doacross wait 'ordered depend' at line 57) [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[i] = b[i - 1] + 1;
#pragma omp ordered depend(sink : i - 1)
#pragma omp ordered depend(source)
  }
}

// collapse(2) ordered(3): the k loop belongs to the nest (k private) and
// runs inside one (i, j) iteration.
void collapsed(void) {
  int i, j, k;
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for collapse(2) ordered(3)
  for (i = 0; i < 10; i++)
    for (j = 0; j < 10; j++)
      for (k = 0; k < 10; k++) {
#pragma omp ordered depend(sink : i, j - 1, k)
        b[i * 10 + j] += k;
#pragma omp ordered depend(source)
      }
}

// ordered(2): a third loop is not in the nest, and its k is shared.
void outside_nest(void) {
  int i, j, k;
  // expected-note@+1 {{add 'private(k)' to the directive}}
#pragma omp parallel for ordered(2)
  for (i = 0; i < 10; i++)
    for (j = 0; j < 10; j++) {
      // expected-warning-re@+3 {{possible data race on 'k': write in iteration i={{[0-9]+}}, j={{[0-9]+}}{{(, k=[0-9]+)?}} conflicts with write in iteration i={{[0-9]+}}, j={{[0-9]+}}{{.*}} (the iterations may be ordered by the doacross wait 'ordered depend' at line 89) [drsat]}}
      // expected-warning@+2 6 {{possible data race on 'k'}}
      // expected-note@+1 5 {{conflicting}}
      for (k = 0; k < 10; k++)
        b[i] += k;  // expected-note 2 {{conflicting read of 'k' here}}
#pragma omp ordered depend(sink : i - 1, j)
#pragma omp ordered depend(source)
    }
}

// In a region, with code around the loop: not modelled yet.
void in_region(void) {
  // expected-warning@+1 {{region not analyzed: stand-alone 'ordered' (a doacross wait) in a region is not modelled yet [drsat]}}
#pragma omp parallel
  {
    b[0] = 1;
#pragma omp barrier
#pragma omp for ordered(1)
    for (int i = 1; i < 100; i++) {
#pragma omp ordered depend(sink : i - 1)
      // expected-warning@+2 {{possible data race on 'b': write of b[1] in iteration i=1 conflicts with read in iteration i=2 (the iterations may be ordered by the doacross wait 'ordered depend' at line 103) [drsat]}}
      // expected-note@+1 {{conflicting read of 'b' here}}
      b[i] = b[i - 1] + 1;
#pragma omp ordered depend(source)
    }
  }
}
