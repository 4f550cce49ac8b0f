// Unsigned arithmetic wraps modulo 2^32: u - 1 at u = 0 is 4294967295.
// RUN: %cc1 -verify %s

int a[100], b[100], r[100];

void wrap_then_rem(void) {
  // (0u - 1u) % 4u == 3.
  #pragma omp parallel for
  for (unsigned u = 0; u < 4; u++) {
    if (u == 0)
      // expected-warning@+1 {{data race on 'a': write of a[3] in iteration u=0 conflicts with read in iteration u=3 [drsat]}}
      a[(u - 1u) % 4u] = 1;
    if (u == 3)
      // expected-note@+1 {{conflicting read of 'a' here}}
      r[u] = a[3];
  }
}

void add_all_ones(void) {
  // u + 4294967295u == u - 1 for u >= 1.
  #pragma omp parallel for
  for (unsigned u = 1; u < 3; u++)
    // expected-warning@+2 {{data race on 'b': write of b[1] in iteration u=2 conflicts with read in iteration u=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'b' here}}
    b[u + 4294967295u] = b[u];
}
