// Indices computed through unions (type punning) and accesses to
// overlapping union members: not analysed, never race-free.
// RUN: %cc1 -plugin-arg-drsat remarks -verify %s

union U { int i; float f; unsigned char b[4]; };
union V { int i; short s[2]; } v[100];
int a[256];

void punned_index(void) {
  // expected-warning@+1 {{loop not analyzed: union member 'f' is not modelled [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    union U u;
    u.f = (float)i;
    a[u.b[3]] = i;
  }
}

void overlapping_members(void) {
  // expected-warning@+1 {{loop not analyzed: union member 'i' is not modelled [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 99; i++)
    v[i].s[1] = v[i + 1].i;
}
