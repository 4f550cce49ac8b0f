// Outside a construct's body a scalar-only expression is evaluated once per
// shape (pureShapeId): macro-expanded bounds such as min(min(a, b), c) spell
// their operands many times.  Two subexpressions share a value only when
// their classes, types, operators, casts, variables and literals agree:
// (unsigned char)(n + 256) is 0 where (short)(n + 256) is 256 (the twins
// below flip if the type is left out of the shape).  A read that makes a
// new symbol each time (a variable whose address is taken) is never shared:
// MIN(n, 8) - MIN(n, 8) stays two untracked reads, so the race through it is
// only possible.  A block-scope extern and a shadowing local are other
// variables.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

#define MIN(a, b) ((a) < (b) ? (a) : (b))

void cast_width_race(int *a) {
  int n = 0;
  int k = (unsigned char)(n + 256) - (short)(n + 256) + 256;
#pragma omp parallel for
  for (int i = 0; i < 8; i++)
    a[i * k] = i; // expected-warning {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void cast_width_free(int *a) {
  int n = 0;
  int k = (short)(n + 256) - (unsigned char)(n + 256);
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 8; i++)
    a[i * k] = i;
}

void wrap_race(int *a) {
  unsigned char u = 250;
  int k = ((unsigned char)(u + 10) < (u + 10)) ? (unsigned char)(u + 10) : (u + 10);
#pragma omp parallel for
  for (int i = 0; i < 8; i++)
    a[i % k] = i; // expected-warning {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=4 [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void wrap_free(int *a) {
  unsigned char u = 250;
  int k = ((u + 10) > 255) ? (u + 10) : (unsigned char)(u + 10);
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 8; i++)
    a[i % k] = i;
}

void addr_taken(int *a, int **q) {
  int n = 4;
  *q = &n;
  int k = MIN(n, 8) - MIN(n, 8);
#pragma omp parallel for
  for (int i = 0; i < 8; i++)
    a[i * k] = i; // expected-warning {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 (value of 'n' (its address is taken) is not tracked here) [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void shadow(int *a, int n) {
  int m = MIN(n, 4) + MIN(n, 4);
  {
    extern int lim;
    int w = MIN(lim, 3) * 0 + MIN(m, 8);
#pragma omp parallel for
    for (int i = 0; i < 8; i++)
      if (n == 2)
        a[i % w] = i; // expected-warning {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=4 when n=2 [drsat]}} expected-note {{conflicting write of 'a' here}}
  }
}

void shadow_free(int *a, int n) {
  int m = MIN(n, 4) + MIN(n, 4);
  {
    int n = 9;
    int w = MIN(n, 8) + MIN(m, 0) * 0;
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 8; i++)
      a[i % w] = i;
  }
}
