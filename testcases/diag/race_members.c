// Races on arrays inside structures: the witness names the element as the
// code spells it (`arr[1].a[2]`, `p->a[1]`), the structure element alone
// when members and subscripts interleave more than once.  Member arrays'
// subscripts stay within their extents (C11 J.2), as any array's.
// RUN: %cc1 -verify %s

struct G { double a[100]; int n; };
struct P { double x, y; };
struct Q { struct P pts[10]; double w[10]; };
struct G g, arr[4];
struct Q qs[4];

void member_array(void) {
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    g.a[i] = g.a[i + 1]; // expected-warning {{data race on 'g': write of g.a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}} expected-note {{conflicting read of 'g' here}}
}

void member_array_of_an_element(void) {
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    arr[1].a[i] = arr[1].a[i + 1]; // expected-warning {{data race on 'arr': write of arr[1].a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}} expected-note {{conflicting read of 'arr' here}}
}

void through_a_pointer(struct G *p) {
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    p->a[i] = p->a[i + 1]; // expected-warning {{data race on 'p': write of p->a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}} expected-note {{conflicting read of 'p' here}}
}

void element_of_a_pointer(struct G *p) {
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    p[2].a[i] = p[2].a[i + 1]; // expected-warning {{data race on 'p': write of p[2].a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}} expected-note {{conflicting read of 'p' here}}
}

void constant_subscript_after(void) {
  #pragma omp parallel for
  for (int i = 0; i < 9; i++)
    // qs has 4 elements: i = 8 writes qs[4]
    qs[i / 2].w[1] = 0; // expected-warning {{out-of-bounds access 'qs[i / 2].w[1]': subscript 4 in iteration i=8 is outside [0, 4) [drsat]}} expected-warning {{data race on 'qs': write of qs[0].w[1] in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 'qs' here}}
}

void two_runs_of_members(void) {
  #pragma omp parallel for
  for (int i = 0; i < 9; i++)
    qs[2].pts[i].x = qs[2].pts[i + 1].x; // expected-warning {{data race on 'qs': write of qs[2] in iteration i=1 conflicts with read in iteration i=0 [drsat]}} expected-note {{conflicting read of 'qs' here}}
}

void loop_bound_in_the_struct(struct G *p) {
  // past the member array a[i] would reach n, the bound; within a[100]
  // (the in-bounds rule covers member arrays) it never does: race-free
  #pragma omp parallel for
  for (int i = 0; i < p->n; i++)
    p->a[i] = p->a[i] + p->n;
}
