// Racy twins of norace_calls_body.c: a callee writing an element another
// iteration writes, a global read before a call that writes it, a callee's
// block-scope static (one object for every call), a value that two returns
// make collide, and an unprotected callee in a region.  The warning points
// into the callee, where the access is written.
// RUN: %cc1 -verify %s

int a[100], g;
static void upd(double *r, int j) { r[j] = 0; } // expected-warning {{data race on 'r': write of r[0] in iteration i=0 conflicts with write in iteration i=1 [drsat]}} // expected-note {{conflicting write of 'r' here}}
static int sq(int v) {
  if (v < 0)
    return -v;
  return v * v;
}
static void bump(void) { g++; } // expected-warning {{data race on 'g': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}} // expected-warning {{data race on 'g': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}} // expected-warning {{data race on 'g': write in thread 0 conflicts with write in thread 1 [drsat]}} // expected-note {{conflicting write of 'g' here}} // expected-note {{conflicting write of 'g' here}}
static int counter(void) {
  static int n;
  return n++; // expected-warning {{data race on 'n': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}} // expected-note {{conflicting write of 'n' here}}
}

void shared_element(double *r) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    upd(r, i / 2); // expected-note {{in 'upd' called here}} // expected-note {{in 'upd' called here}}
}

void read_then_call(void) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++) {
    a[i] = g; // expected-note {{conflicting read of 'g' here}}
    bump(); // expected-note {{in 'bump' called here}} // expected-note {{in 'bump' called here}} // expected-note {{in 'bump' called here}}
  }
}

void static_in_callee(void) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[i] = counter(); // expected-note {{in 'counter' called here}} // expected-note {{in 'counter' called here}}
}

void returns_collide(void) {
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[sq(i - 5)] = i; // expected-warning {{data race on 'a': write of a[4] in iteration i=1 conflicts with write in iteration i=7 [drsat]}} // expected-note {{conflicting write of 'a' here}}
}

void region_calls(void) {
  #pragma omp parallel
  bump(); // expected-note {{in 'bump' called here}} // expected-note {{in 'bump' called here}}
}

static void fill(int *r, int n) {
  for (int k = 0; k < n; k++)
    r[k] = 0; // expected-warning {{data race on 'a': write of a[5] in iteration i=0, k=5 conflicts with write in iteration i=1, k=0 [drsat]}} // expected-note {{conflicting write of 'a' here}}
}

void overlapping_rows(void) {
  // rows of 10 elements, 5 apart
  // expected-note@+1 {{assuming 'r[k]' is reached through a pointer whose subscripts stay within their arrays (C11 6.5.6)}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    fill(&a[i * 5], 10); // expected-note {{in 'fill' called here}} // expected-note {{in 'fill' called here}}
}
