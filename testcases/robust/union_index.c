// Indices computed through unions (type punning) and accesses to
// overlapping union members: left out of the model, never race-free (a
// value read through them is unknown: a race it indexes is only possible).
// RUN: %cc1 -plugin-arg-drsat remarks -verify %s

union U { int i; float f; unsigned char b[4]; };
union V { int i; short s[2]; } v[100];
int a[256];

void punned_index(void) {
#pragma omp parallel for // expected-note {{not every access pair of the construct was decided (union member 'f' is not modelled): it may have more races}}
  for (int i = 0; i < 100; i++) {
    union U u;
    u.f = (float)i;
    a[u.b[3]] = i; // expected-warning {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 if u.b[3][?] = 0 (contents of 'u.b[3]' are not known here) [drsat]}} expected-note {{conflicting write of 'a' here}}
  }
}

void overlapping_members(void) {
  // expected-warning@+1 {{loop not analyzed: union member 'i' is not modelled [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 99; i++)
    v[i].s[1] = v[i + 1].i;
}
