// A pointer held in a structure's field (`v->data[i]`, `v.data[i]`) is
// loaded on every use; in the construct it is one value when the path is a
// shared variable's own field or reached through one shared pointer
// variable the construct does not write, and nothing the construct runs
// (itself, the functions it calls, memcpy) can store a pointer or a
// structure -- one pointer of unknown origin per path, apart from other
// such pointers by the stated no-alias assumption (SymFieldPtr.cpp).
// The diagnostics are written at the end of the lines they are reported on.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s
#include <string.h>

typedef struct {
  int n;
  double *data;
} vec_t;

typedef struct {
  vec_t u, v;
} pair_t;

// a by-value structure's pointer: the same value on every use
void by_value(vec_t v, int n) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < n; i++)
    v.data[i] = v.data[i] * 2;
}

// through a pointer parameter: apart from the structure itself by assumption
void through_pointer(vec_t *v, int n) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 2 access pairs checked [drsat]}} // expected-note {{assuming 'v' and 'v->data' do not alias (different pointer variables of unknown origin)}}
  for (int i = 0; i < n; i++)
    v->data[i] = v->data[i] * 2;
}

// a race through it is a race
void racy(vec_t *v, int n) {
#pragma omp parallel for // expected-note {{assuming 'v' and 'v->data' do not alias (different pointer variables of unknown origin)}}
  for (int i = 1; i < n; i++)
    v->data[i] = v->data[i - 1] * 2; // expected-warning {{data race on 'v->data': write of v->data[1] in iteration i=1 conflicts with read in iteration i=2 when n=3 [drsat]}} // expected-note {{conflicting read of 'v->data' here}}
}

// nested fields: two paths, two pointers apart by assumption
void nested(pair_t *p, int n) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}} // expected-note {{assuming 'p' and 'p->u.data' do not alias (different pointer variables of unknown origin)}} // expected-note {{assuming 'p->v.data' and 'p->u.data' do not alias (different pointer variables of unknown origin)}}
  for (int i = 0; i < n; i++)
    p->u.data[i] = p->v.data[i] + 1;
}

// the construct stores a pointer: the field may change under the loop (the
// accesses through it are left out; the field itself races)
void stores(vec_t *v, double *other, int n) {
#pragma omp parallel for // expected-note {{not every access pair of the construct was decided (pointer 'v->data' is loaded from memory in the loop (the construct may store a pointer or a structure)): it may have more races}}
  for (int i = 0; i < n; i++) {
    v->data[i] = 1; // expected-note {{conflicting read of 'v' here}}
    if (i == 0)
      v->data = other; // expected-warning {{data race on 'v': write of v->data in iteration i=0 conflicts with read in iteration i=1 when n=2 [drsat]}}
  }
}

static void reset(vec_t *v, double *d) { v->data = d; } // expected-warning {{data race on 'v': write of v->data in iteration i=0 conflicts with read in iteration i=1 when n=2 [drsat]}} expected-warning {{data race on 'v': write of v->data in iteration i=0 conflicts with write in iteration i=1 when n=2 [drsat]}} expected-note {{conflicting write of 'v' here}}

// ... or a function it calls does
void stores_in_call(vec_t *v, double *other, int n) {
#pragma omp parallel for // expected-note {{not every access pair of the construct was decided (pointer 'v->data' is loaded from memory in the loop (the construct may store a pointer or a structure)): it may have more races}}
  for (int i = 0; i < n; i++) {
    v->data[i] = 1; // expected-note {{conflicting read of 'v' here}}
    reset(v, other); // expected-note 3 {{in 'reset' called here}}
  }
}

// ... or memcpy may
void copies(vec_t *v, vec_t *w, int n) {
#pragma omp parallel for // expected-note {{assuming 'v' and 'w' do not alias (different pointer variables of unknown origin)}} expected-note {{not every access pair of the construct was decided (pointer 'v->data' is loaded from memory in the loop (the construct may store a pointer or a structure)): it may have more races}}
  for (int i = 0; i < n; i++) {
    v->data[i] = 1;
    memcpy(w, v, sizeof *v); // expected-warning {{data race on 'w': write of w[0] in iteration i=0 conflicts with write in iteration i=1 when n=2 [drsat]}} expected-note {{conflicting write of 'w' here}}
  }
}

// a pointer to a different structure each iteration: its field is not one
// value
void per_iteration(vec_t *vs, int n) {
#pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'v->data' is loaded from memory in the loop ('v' is private to the construct or changes in it) [drsat]}}
  for (int i = 0; i < n; i++) {
    vec_t *v = &vs[i];
    v->data[0] = i;
  }
}

// set before the construct from another pointer the loop also uses
void set_before(vec_t *v, double *d, int n) {
  v->data = d;
#pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'v->data' is loaded from memory in the loop (the function sets 'data' before the construct) [drsat]}}
  for (int i = 1; i < n; i++)
    d[i] = v->data[i - 1];
}

// a pointer in a union: a store to another member changes it
typedef union { double *p; long bits; } pun_t;
void punned(pun_t *u, int n) {
#pragma omp parallel for // expected-warning {{loop not analyzed: union member 'p' is not modelled [drsat]}}
  for (int i = 0; i < n; i++) {
    u->p[i] = 1;
    u->bits = i;
  }
}

// an orphaned worksharing loop: each thread may pass its own structure
void part(vec_t *v, int n) {
#pragma omp for // expected-warning {{loop not analyzed: pointer 'v->data' is loaded from memory in the loop (each thread may pass its own 'v' to this function) [drsat]}}
  for (int i = 0; i < n; i++)
    v->data[i] = 1;
}
void whole(vec_t *vs) {
#pragma omp parallel // expected-warning {{region not analyzed: pointer 'v->data' is loaded from memory in the region ('v' is private to the construct or changes in it) [drsat]}}
  part(&vs[0], 10);
}

// a copy of the field made before the construct is the same pointer, not
// one of unknown origin apart from it
void copied(vec_t *v, int n) {
  double *t = v->data;
#pragma omp parallel for // expected-note {{assuming 'v' and 'v->data' do not alias (different pointer variables of unknown origin)}}
  for (int i = 0; i < n - 1; i++) {
    t[i + 1] = 1; // expected-warning {{data race on 'v->data': write of v->data[1] in iteration i=0 conflicts with write in iteration i=1 when n=3 [drsat]}}
    v->data[i] = 2; // expected-note {{conflicting write of 'v->data' here}}
  }
}
