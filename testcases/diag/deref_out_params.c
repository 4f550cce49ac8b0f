// `*a` of a `T **` parameter, the out-parameter form of an array
// (`void foo(int n, int **a, int **b)` that allocates `*a` and uses
// `(*a)[i]`): loaded on every use, it is one value in the construct when
// the function uses a only as `*a`, read or set to an allocation or null,
// and nothing the construct runs stores a pointer -- one pointer of unknown
// origin, apart from other such pointers by the stated no-alias assumption
// (plugin/SymFieldPtr.cpp, derefPathVar), like a pointer in a field.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s
#include <stdlib.h>

void fill(int n, int **a, int **b) {
  *a = (int *)malloc(n * sizeof(int));
  *b = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    (*b)[i] = i + 1;
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}} // expected-note {{assuming 'a' and '(*a)' do not alias (different pointer variables of unknown origin)}} // expected-note {{assuming 'b' and '(*a)' do not alias (different pointer variables of unknown origin)}} // expected-note {{assuming '(*b)' and '(*a)' do not alias (different pointer variables of unknown origin)}}
  for (int i = 0; i < n; i++)
    (*a)[i] = (*b)[i] * 2;
  free(*a);
  *a = NULL;
}

void shifted(int n, int **a) {
#pragma omp parallel for // expected-note {{assuming 'a' and '(*a)' do not alias (different pointer variables of unknown origin)}}
  for (int i = 1; i < n; i++)
    (*a)[i] = (*a)[i - 1]; // expected-warning {{data race on '(*a)': write of (*a)[1] in iteration i=1 conflicts with read in iteration i=2 when n=3 [drsat]}} // expected-note {{conflicting read of '(*a)' here}}
}

// a copy of *a made before the construct is the same pointer
void copied(int n, int **a) {
  int *t = *a;
#pragma omp parallel for // expected-note {{assuming 'a' and '(*a)' do not alias (different pointer variables of unknown origin)}}
  for (int i = 0; i < n - 1; i++) {
    t[i + 1] = 1; // expected-warning {{data race on '(*a)': write of (*a)[1] in iteration i=0 conflicts with write in iteration i=1 when n=3 [drsat]}}
    (*a)[i] = 2; // expected-note {{conflicting write of '(*a)' here}}
  }
}

// *a set to another pointer's value: its own pointer would hide the alias
void borrowed(int n, int **a, int *q) {
  *a = q;
#pragma omp parallel for // expected-warning {{loop not analyzed: pointer '*a' is loaded from memory in the loop ('a' is used here other than as '*a' read or set to an allocation) [drsat]}}
  for (int i = 0; i < n; i++)
    (*a)[i] = q[i + 1];
}

// a copied: a store through the copy may set *a
void aliased(int n, int **a, int *q) {
  int **c = a;
  *c = q;
#pragma omp parallel for // expected-warning {{loop not analyzed: pointer '*a' is loaded from memory in the loop ('a' is used here other than as '*a' read or set to an allocation) [drsat]}}
  for (int i = 0; i < n; i++)
    (*a)[i] = q[i + 1];
}

// the construct stores a pointer
void stores(int n, int **a, int **b) {
#pragma omp parallel for // expected-warning {{loop not analyzed: pointer '*a' is loaded from memory in the loop (the construct may store a pointer or a structure) [drsat]}}
  for (int i = 0; i < n; i++) {
    (*a)[i] = 0;
    b[i] = *a;
  }
}
