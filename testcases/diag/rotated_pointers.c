// Pointers a sequential loop around the construct only rotates among each
// other (double buffering, SymRotate.cpp): with the rotation a permutation
// they stay distinct objects on every pass; a rotation that makes two of
// them one object (a forgotten `u2 = tmp;`) is modelled with them merged
// when the loop surely runs that pass and the construct does not depend on
// the pass.  Everything else about them stays "modified in a loop".  Run
// through the driver, with the C library's headers.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

#include <stdlib.h>

#define SWAP(a, b)                                                             \
  do {                                                                         \
    double *t_ = (a);                                                          \
    (a) = (b);                                                                 \
    (b) = t_;                                                                  \
  } while (0)

// 1: the classic double buffer, temporary declared in the pass
void jacobi(int n, int nsteps) {
  double *u1 = malloc(n * sizeof(double)), *u2 = malloc(n * sizeof(double));
  for (int t = 0; t < nsteps; t++) {
// expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      u2[i] = (u1[i - 1] + u1[i + 1]) / 2;
    double *tmp = u1;
    u1 = u2;
    u2 = tmp;
  }
  free(u1);
  free(u2);
}

// 2: temporary declared before the loop, swap before the construct
void scratch_outside(int n, int nsteps) {
  double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double)), *tmp;
  for (int t = 0; t < nsteps; t++) {
    tmp = a;
    a = b;
    b = tmp;
// expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      b[i] = a[i - 1] + a[i + 1];
  }
}

// 3: three buffers in turn, through a macro
void three(int n, int nsteps) {
  double *p = malloc(n * sizeof(double)), *q = malloc(n * sizeof(double)),
         *r = malloc(n * sizeof(double));
  while (nsteps-- > 0) {
// expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      r[i] = p[i] + q[i - 1] + q[i + 1];
    SWAP(p, q);
    SWAP(q, r);
  }
}

// 4: the swap forgotten: from pass 2 on g1 and g2 are one buffer
double *g1, *g2;
void forgotten(int n) {
  g1 = malloc(n * sizeof(double));
  g2 = malloc(n * sizeof(double));
  for (int t = 0; t < 10; t++) {
// expected-warning@+5 {{data race on 'g2': write of g2[1] in iteration i=1 conflicts with read in iteration i=2 when n=4 [drsat]}}
// expected-warning@+4 {{data race on 'g2': write of g2[2] in iteration i=2 conflicts with read in iteration i=1 when n=4 [drsat]}}
// expected-note@+1 {{'g1' holds the object of 'g2' from pass 2 of the loop at line 68 on}}
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      g2[i] = g1[i - 1] + g1[i + 1]; // expected-note 2 {{conflicting read of 'g2' here}}
    g1 = g2;
  }
}

// 5: the same with a trip count not known here
void forgotten_unknown(int n, int nsteps) {
  double *u1 = malloc(n * sizeof(double)), *u2 = malloc(n * sizeof(double));
  for (int t = 0; t < nsteps; t++) {
// expected-warning@+1 {{loop not analyzed: pointers 'u1', 'u2' come to hold one object after 1 pass of the loop at line 82; modelled only when the loop surely runs that often around the construct and its counter is not used in the body [drsat]}}
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      u2[i] = u1[i - 1] + u1[i + 1];
    u1 = u2;
  }
}

// 6: a swap on some passes only
void conditional(int n, int nsteps) {
  double *u1 = malloc(n * sizeof(double)), *u2 = malloc(n * sizeof(double));
  for (int t = 0; t < nsteps; t++) {
// expected-warning@+1 {{loop not analyzed: pointer 'u1' is modified in a loop [drsat]}}
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      u2[i] = u1[i - 1] + u1[i + 1];
    if (t % 2) {
      double *tmp = u1;
      u1 = u2;
      u2 = tmp;
    }
  }
}

// 7: the buffers were one object before the loop
void same_before(int n, int nsteps) {
  double *u1 = malloc(n * sizeof(double));
  double *u2 = u1;
  for (int t = 0; t < nsteps; t++) {
// expected-warning@+1 {{loop not analyzed: pointer 'u1' is modified in a loop [drsat]}}
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      u2[i] = u1[i - 1] + u1[i + 1];
    double *tmp = u1;
    u1 = u2;
    u2 = tmp;
  }
}

// 8: another pointer keeps the first buffer
void kept(int n, int nsteps) {
  double *u1 = malloc(n * sizeof(double)), *u2 = malloc(n * sizeof(double));
  double *keep = u1;
  for (int t = 0; t < nsteps; t++) {
// expected-warning@+1 {{loop not analyzed: pointer 'u1' is modified in a loop [drsat]}}
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      u2[i] = keep[i - 1] + u1[i + 1];
    double *tmp = u1;
    u1 = u2;
    u2 = tmp;
  }
}

// 9: a swap after which the pass may end early
void early(int n, int nsteps) {
  double *u1 = malloc(n * sizeof(double)), *u2 = malloc(n * sizeof(double));
  for (int t = 0; t < nsteps; t++) {
// expected-warning@+1 {{loop not analyzed: pointer 'u1' is modified in a loop [drsat]}}
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      u2[i] = u1[i - 1] + u1[i + 1];
    double *tmp = u1;
    u1 = u2;
    if (u1[0] > 1)
      continue;
    u2 = tmp;
  }
}

// 10: arrays in turn; the loop also names one of them
double A[100], B[100];
void named(int nsteps) {
  double *cur = A, *nxt = B;
  for (int t = 0; t < nsteps; t++) {
// expected-warning@+1 {{loop not analyzed: pointer 'cur' is modified in a loop [drsat]}}
#pragma omp parallel for
    for (int i = 1; i < 99; i++)
      nxt[i] = cur[i] + A[i + 1];
    double *tmp = cur;
    cur = nxt;
    nxt = tmp;
  }
}

// 11: the rotation before the loop, the construct after it
void after(int n, int nsteps) {
  double *u1 = malloc(n * sizeof(double)), *u2 = malloc(n * sizeof(double));
  for (int t = 0; t < nsteps; t++) {
    double *tmp = u1;
    u1 = u2;
    u2 = tmp;
  }
// expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    u2[i] = u1[i - 1] + u1[i + 1];
}

// 12: a real race inside each pass stays one
void racy_inside(int n, int nsteps) {
  double *u1 = malloc(n * sizeof(double)), *u2 = malloc(n * sizeof(double));
  for (int t = 0; t < nsteps; t++) {
// expected-warning@+3 {{data race on 'u2': write of u2[1] in iteration i=1 conflicts with read in iteration i=2 when n=4 [drsat]}}
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      u2[i] = u2[i - 1] + u1[i]; // expected-note {{conflicting read of 'u2' here}}
    double *tmp = u1;
    u1 = u2;
    u2 = tmp;
  }
}

// 13: forgotten swap, the counter used in the body
void forgotten_counter(int n) {
  double *u1 = malloc(n * sizeof(double)), *u2 = malloc(n * sizeof(double));
  for (int t = 0; t < 10; t++) {
// expected-warning@+1 {{loop not analyzed: pointers 'u1', 'u2' come to hold one object after 1 pass of the loop at line 199; modelled only when the loop surely runs that often around the construct and its counter is not used in the body [drsat]}}
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      u2[i] = u1[i - 1] + u1[i + 1] + t;
    u1 = u2;
  }
}

// 14: one pass only: never one object while the construct runs
void forgotten_once(int n) {
  double *u1 = malloc(n * sizeof(double)), *u2 = malloc(n * sizeof(double));
  for (int t = 0; t < 1; t++) {
// expected-warning@+1 {{loop not analyzed: pointers 'u1', 'u2' come to hold one object after 1 pass of the loop at line 211; modelled only when the loop surely runs that often around the construct and its counter is not used in the body [drsat]}}
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      u2[i] = u1[i - 1] + u1[i + 1];
    u1 = u2;
  }
}

// 15: parameters in turn: distinct only as far as the parameters are
void params(double *a, double *b, int n, int nsteps) {
  for (int t = 0; t < nsteps; t++) {
    // expected-remark@+2 {{loop is free of data races: 1 access pairs checked [drsat]}}
    // expected-note@+1 {{assuming 'a' and 'b' do not alias (different pointer variables of unknown origin)}}
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      b[i] = a[i - 1] + a[i + 1];
    double *tmp = a;
    a = b;
    b = tmp;
  }
}

// 16: the same called with one buffer twice: every call is seen, so the
// parameters are one object before the loop
static void stencil(double *a, double *b, int n, int nsteps) {
  for (int t = 0; t < nsteps; t++) {
    // expected-warning@+1 {{loop not analyzed: pointer 'a' is modified in a loop [drsat]}}
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      b[i] = a[i - 1] + a[i + 1];
    double *tmp = a;
    a = b;
    b = tmp;
  }
}
void call_stencil(double *u, int n) { stencil(u, u, n, 4); }

double *h1, *h2;
static void merge(void) { h2 = h1; }
// (a call of the program in the pass: the globals after it are pointers of
// unknown origin, and their not aliasing is a stated assumption -- as for
// any call of unknown effect before a construct)
// 17: a call in the pass makes the rotated globals one object
void call_merges(int n, int nsteps) {
  h1 = malloc(n * sizeof(double));
  h2 = malloc(n * sizeof(double));
  for (int t = 0; t < nsteps; t++) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}} // expected-note {{assuming 'h1' and 'h2' do not alias (different pointer variables of unknown origin)}}
    for (int i = 1; i < n - 1; i++)
      h2[i] = h1[i - 1] + h1[i + 1];
    double *tmp = h1;
    h1 = h2;
    h2 = tmp;
    merge();
  }
}
// 18: shadowing: the swap's 'u1' is a new local, the outer u2 takes u1 -> merged
void shadowed(int n, int nsteps) {
  double *u1 = malloc(n * sizeof(double)), *u2 = malloc(n * sizeof(double));
  for (int t = 0; t < 10; t++) {
#pragma omp parallel for // expected-note {{'u2' holds the object of 'u1' from pass 2 of the loop at line 271 on}}
    for (int i = 1; i < n - 1; i++)
      u2[i] = u1[i - 1] + u1[i + 1]; // expected-warning {{data race on 'u1': write of u1[1] in iteration i=1 conflicts with read in iteration i=2 when n=4 [drsat]}} // expected-note 2 {{conflicting read of 'u1' here}} // expected-warning {{data race on 'u1': write of u1[2] in iteration i=2 conflicts with read in iteration i=1 when n=4 [drsat]}}
    {
      double *u1_ = u1;
      double *u1 = u2;   /* shadows */
      u2 = u1_;
      (void)u1;
    }
  }
}
// 19: block-scope extern names the same global
void with_extern(int n) {
  h1 = malloc(n * sizeof(double));
  h2 = malloc(n * sizeof(double));
  for (int t = 0; t < 10; t++) {
#pragma omp parallel for // expected-note {{'h1' holds the object of 'h2' from pass 2 of the loop at line 287 on}}
    for (int i = 1; i < n - 1; i++)
      h2[i] = h1[i - 1] + h1[i + 1]; // expected-warning {{data race on 'h2': write of h2[1] in iteration i=1 conflicts with read in iteration i=2 when n=4 [drsat]}} // expected-note 2 {{conflicting read of 'h2' here}} // expected-warning {{data race on 'h2': write of h2[2] in iteration i=2 conflicts with read in iteration i=1 when n=4 [drsat]}}
    {
      extern double *h1;
      h1 = h2;
    }
  }
}
