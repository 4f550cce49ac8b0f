// Arrays of structs: the element is printed with its member, s[3].x.
// RUN: %cc1 -verify %s

struct pt { int x; int y; };
struct pt s[10];
struct pt t[10];

void members(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 's': write of s[1].x in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 's' here}}
    s[i + 1].x = s[i].x + s[i].y;
}

void same_member_other_index(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 't': write of t[1].y in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    // expected-note@+1 {{conflicting read of 't' here}}
    t[i].y = t[1].y * i;
}
