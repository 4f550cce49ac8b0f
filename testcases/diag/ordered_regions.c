// A loop with an `ordered` region every iteration runs (at the top level of
// its body, nothing before it that leaves the iteration): iteration k's
// region ends before iteration k' > k's begins, so what an iteration does
// before or in its region happens before what a later one does in or after
// its own (OpenMP 5.2, 15.10.2; logical iteration order, lexicographic under
// collapse).  Before, only two accesses both in ordered regions were apart,
// and a write before the region read after it by the next iteration was a
// proved race -- a false alarm.  Races between two accesses both before, or
// both after, or an earlier iteration's after-part against a later one's
// before-part, stay.
// The diagnostics are written at the end of the lines they are reported on.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

int a[100], b[100], m[10][10];
int x;

// 1: written before the region, read after it by a later iteration
void before_then_after(void) {
#pragma omp parallel for ordered // expected-remark {{loop is free of data races: 4 access pairs checked [drsat]}}
  for (int i = 1; i < 100; i++) {
    a[i] = i;
#pragma omp ordered
    b[i] = 0;
    b[i - 1] = a[i - 1];
  }
}

// 2: both before the region: no order
void both_before(void) {
#pragma omp parallel for ordered
  for (int i = 1; i < 100; i++) {
    a[i] = i; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=2 [drsat]}}
    b[i] = a[i - 1]; // expected-note {{conflicting read of 'a' here}}
#pragma omp ordered
    x += b[i];
  }
}

// 3: written after the region, read before it by a later iteration
void after_then_before(void) {
#pragma omp parallel for ordered
  for (int i = 1; i < 100; i++) {
    b[i] = a[i - 1]; // expected-note {{conflicting read of 'a' here}}
#pragma omp ordered
    x += b[i];
    a[i] = i; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=2 [drsat]}}
  }
}

// 4: a region some iterations skip orders nothing for them
void conditional_region(void) {
#pragma omp parallel for ordered
  for (int i = 1; i < 100; i++) {
    a[i] = i; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=2 [drsat]}}
    if (i % 2) {
#pragma omp ordered
      x += 1;
    }
    b[i] = a[i - 1]; // expected-note {{conflicting read of 'a' here}}
  }
}

// 5: a `continue` before the region leaves some iterations without it
void continue_before(int n) {
#pragma omp parallel for ordered
  for (int i = 1; i < 100; i++) {
    a[i] = i; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=2 when n=0 [drsat]}}
    if (i == n)
      continue;
#pragma omp ordered
    x += 1;
    b[i] = a[i - 1]; // expected-note {{conflicting read of 'a' here}}
  }
}

// 6: counting down, the earlier iteration is the larger i
void counting_down(void) {
#pragma omp parallel for ordered // expected-remark {{loop is free of data races: 3 access pairs checked [drsat]}}
  for (int i = 98; i >= 0; i--) {
    a[i] = i;
#pragma omp ordered
    x += 1;
    b[i] = a[i + 1];
  }
}

// 7: counting down, reading what a later iteration writes
void counting_down_later(void) {
#pragma omp parallel for ordered
  for (int i = 98; i >= 1; i--) {
    a[i] = i; // expected-warning {{data race on 'a': write of a[97] in iteration i=97 conflicts with read in iteration i=98 [drsat]}}
#pragma omp ordered
    x += 1;
    b[i] = a[i - 1]; // expected-note {{conflicting read of 'a' here}}
  }
}

// 8: collapse(2): (i, j - 1) and (i - 1, j + 1) come before (i, j) ...
void collapsed_earlier(void) {
#pragma omp parallel for ordered collapse(2) // expected-remark {{loop is free of data races: 4 access pairs checked [drsat]}}
  for (int i = 1; i < 10; i++)
    for (int j = 1; j < 9; j++) {
      m[i][j] = i;
#pragma omp ordered
      x += 1;
      b[i * 10 + j] = m[i][j - 1] + m[i - 1][j + 1];
    }
}

// 9: ... and (i + 1, j - 1) after it
void collapsed_later(void) {
#pragma omp parallel for ordered collapse(2)
  for (int i = 0; i < 9; i++)
    for (int j = 1; j < 10; j++) {
      m[i][j] = i; // expected-warning {{data race on 'm': write of m[1][1] in iteration i=1, j=1 conflicts with read in iteration i=0, j=2 [drsat]}}
#pragma omp ordered
      x += 1;
      b[i * 10 + j] = m[i + 1][j - 1]; // expected-note {{conflicting read of 'm' here}}
    }
}

// 10: inside a sequential loop around the construct (the outer variable is
// the same in both iterations compared)
void inside_outer_loop(void) {
  for (int t = 0; t < 4; t++) {
#pragma omp parallel for ordered // expected-remark {{loop is free of data races: 4 access pairs checked [drsat]}}
    for (int i = 1; i < 100; i++) {
      a[i] = t;
#pragma omp ordered
      b[i] = 0;
      b[i - 1] = a[i - 1];
    }
  }
}

// 11: racy twin of 1 through a call and a macro: the write is after the
// region (in a function called there), the read in a later iteration's
// region -- the earlier region ends before the write, so no order
static void put(int i) { a[i] = i; } // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=2 [drsat]}}
#define IN_ORDER _Pragma("omp ordered")
void call_after_region(void) {
#pragma omp parallel for ordered
  for (int i = 1; i < 100; i++) {
    IN_ORDER
    b[i] = a[i - 1]; // expected-note {{conflicting read of 'a' here}}
    put(i); // expected-note {{in 'put' called here}}
  }
}
