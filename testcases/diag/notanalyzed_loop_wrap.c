// Loop variables that wrap around, not analyzed: the construct's own `!=`
// loop reaching its bound only by wrapping (OpenMP leaves its iteration count
// unspecified; Clang 19 runs no iteration where C's loop runs several), and
// loops that never end because their variable wraps while the condition
// still holds or never equals the bound.
// RUN: %cc1 -plugin-arg-drsat remarks -verify %s

int a[300];

void parallel_wraps(void) {
  // expected-warning@+1 {{loop not analyzed: loop variable 'j' wraps around before it equals the bound of '!=': OpenMP leaves the iteration count unspecified [drsat]}}
  #pragma omp parallel for
  for (unsigned char j = 250; j != 2; j += 3)
    a[j % 4] = 1;
}

void parallel_signed_down(void) {
  // expected-warning@+1 {{loop not analyzed: loop variable 'j' wraps around before it equals the bound of '!=': OpenMP leaves the iteration count unspecified [drsat]}}
  #pragma omp parallel for
  for (signed char j = -120; j != 126; j -= 2)
    a[j & 3] = 1;
}

void parallel_at_type_edge(void) {
  // expected-warning@+1 {{loop not analyzed: loop is not in canonical form: 'j' (unsigned char) may wrap around while the condition still holds: the loop may not end [drsat]}}
  #pragma omp parallel for
  for (unsigned char j = 0; j <= 255; j++)
    a[j] = 1;
}

void unsigned_down_to_zero(void) {
  // expected-warning@+1 {{loop not analyzed: loop is not in canonical form: 'j' (unsigned int) may wrap around while the condition still holds: the loop may not end [drsat]}}
  #pragma omp parallel for
  for (unsigned j = 10; j >= 0; j--)
    a[j % 4] = 1;
}

void step_skips_edge(void) {
  // 0, 2, ..., 254, then 256 is 0 again: never 255
  // expected-warning@+1 {{loop not analyzed: loop is not in canonical form: 'j' (unsigned char) may wrap around while the condition still holds: the loop may not end [drsat]}}
  #pragma omp parallel for
  for (unsigned char j = 0; j < 255; j += 2)
    a[j] = 1;
}

void never_equal(void) {
  // expected-warning@+1 {{loop not analyzed: loop is not in canonical form: 'j' (unsigned char) never equals 3: the loop does not end [drsat]}}
  #pragma omp parallel for
  for (unsigned char j = 0; j != 3; j += 2)
    a[j] = 1;
}

void out_of_type(int m) {  // m may be 300
  // expected-warning@+1 {{loop not analyzed: loop is not in canonical form: 'j' (unsigned char) may never equal the bound of '!=' [drsat]}}
  #pragma omp parallel for
  for (unsigned char j = 0; j != m; j++)
    a[j] = 1;
}

void unknown_start(int n) {
  // expected-warning@+1 {{loop not analyzed: loop variable 'j' may wrap around before it equals the bound of '!=': OpenMP leaves the iteration count unspecified [drsat]}}
  #pragma omp parallel for
  for (unsigned char j = n; j != 2; j++)
    a[j] = 1;
}

void unknown_start_even_step(int n) {
  // expected-warning@+1 {{loop not analyzed: loop is not in canonical form: '!=' on 'j' (unsigned char) needs an odd step or constant bounds [drsat]}}
  #pragma omp parallel for
  for (unsigned char j = n; j != 2; j += 2)
    a[j] = 1;
}

void from_type_edge(unsigned char n) {
  // counts 0, 1, ..., n - 1 without wrapping: analyzed
  #pragma omp parallel for
  for (unsigned char j = 0; j != n; j++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration j=0 conflicts with read in iteration j=1 when n=2 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[j + 1] = a[j];
}

void unsigned_step_over_zero(void) {
  // 10, 7, 4, 1, then 1 - 3 wraps to 4294967294, still > 0
  // expected-warning@+1 {{loop not analyzed: loop is not in canonical form: 'j' (unsigned int) may wrap around while the condition still holds: the loop may not end [drsat]}}
  #pragma omp parallel for
  for (unsigned j = 10; j > 0; j -= 3)
    a[j % 4] = 1;
}

void unsigned_stops_above_zero(void) {
  // 10, 7, 4, then 1 > 2 fails: no wrap, analyzed (j % 4: 2, 3, 0)
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp parallel for
  for (unsigned j = 10; j > 2; j -= 3)
    a[j % 4] = 1;
}

void inner_never_equal(void) {
  // 0, 2, 4, ...: never 3, and never odd -- no guessed domain for j
  // expected-warning@+1 {{loop not analyzed: inner loop not modelled: 'j' (unsigned char) never equals 3: the loop does not end [drsat]}}
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    for (unsigned char j = 0; j != 3; j += 2)
      if (j == 1)
        a[5] = i;
}

void enclosing_at_type_edge(void) {
  for (unsigned char t = 0; t <= 255; t++) {
    // expected-warning@+1 {{loop not analyzed: enclosing loop not modelled: 't' (unsigned char) may wrap around while the condition still holds: the loop may not end [drsat]}}
    #pragma omp parallel for
    for (int i = 0; i < 10; i++)
      a[i] = t;
  }
}
