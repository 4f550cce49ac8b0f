// The intervals the encoder derives for inputs from the test before a
// construct (encoder/drs_ranges.c) read through `!`, `&&` and a negated
// `||`.  They only decide where the integer encoding may leave out the
// modulo of an unsigned operation, so an interval narrower than the
// executions would drop the wrap that makes these accesses meet: each
// writes s[0] only at n == 3, where n + 4294967293u wraps to 0.  Racy
// twins of the guard shapes: with `!` read the wrong way round (the second),
// an `||` that holds narrowed (the third), or `n > 3` negated to `n < 3`
// (the first: a wrong out-of-bounds report), a race here is lost or
// misreported.  The second RUN asks Z3 alone (the loops' runs find these
// races without it).
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat no-race-runs -verify %s

int s[20];

void unsigned_le_guard(unsigned n) {
  if (n > 3)
    return;
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    // expected-warning@+2 {{data race on 's': write of s[0] in iteration i=0 conflicts with write in iteration i=1 when n=3 [drsat]}}
    // expected-note@+1 {{conflicting write of 's' here}}
    s[n + 4294967293u] = i;
}

void unsigned_ge_guard(unsigned n) {
  if (n < 3)
    return;
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    // expected-warning@+2 {{data race on 's': write of s[0] in iteration i=0 conflicts with write in iteration i=1 when n=3 [drsat]}}
    // expected-note@+1 {{conflicting write of 's' here}}
    s[n + 4294967293u] = i;
}

// n < 3 need not hold: m > 0 lets the construct run at n == 3
void unsigned_or_guard(unsigned n, int m) {
  if (!(n < 3 || m > 0))
    return;
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    // expected-warning@+2 {{data race on 's': write of s[0] in iteration i=0 conflicts with write in iteration i=1 when n=3 [drsat]}}
    // expected-note@+1 {{conflicting write of 's' here}}
    s[n + 4294967293u] = i;
}

void unsigned_nor_guard(unsigned n, int m) {
  if (n > 3 || m > 0)
    return;
  #pragma omp parallel for
  for (int i = 0; i < 10; i++)
    // expected-warning@+2 {{data race on 's': write of s[0] in iteration i=0 conflicts with write in iteration i=1 when n=3 [drsat]}}
    // expected-note@+1 {{conflicting write of 's' here}}
    s[n + 4294967293u] = i;
}
