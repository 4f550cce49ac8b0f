// Values computed by `?:` before the construct (plugin/SymExpr.cpp,
// evalConditional): arms that only read integer variables are evaluated
// without forking the executor's state.  Each race-free stride has a racy
// twin that fails if that path lost a branch: a stride that can be 0 (a
// plain `?:`, nested MIN macros) and a stride changed in a block that
// shadows nothing.
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s

#define MIN(x, y) ((x) < (y) ? (x) : (y))
#define MAX(x, y) ((x) > (y) ? (x) : (y))

void stride_one_or_two(double *a, int n) {
  int k = n > 0 ? 1 : 2;
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[k * i] = i;
}

void stride_zero_or_one(double *a, int n) {
  int k = n > 0 ? 0 : 1;
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[k * i] = i; // expected-warning {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 when n=2 [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void stride_max(double *a, int n, int s) {
  int k = MAX(MAX(s, 1), MAX(s, 2));
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[k * i] = i;
}

void stride_min(double *a, int n, int s) {
  int k = MIN(MIN(s, 1), MIN(s, 2));
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[k * i] = i; // expected-warning {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 when s=0, n=2 [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void stride_shadowed(double *a, int n, int s) {
  int k = 1;
  {
    int k = s > 0 ? 0 : 0;
    a[0] = k;
  }
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[k * i] = i;
}

void stride_set_in_block(double *a, int n, int s) {
  int k = 1;
  {
    int j = s > 0 ? 0 : 0;
    k = j;
  }
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[k * i] = i; // expected-warning {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 when n=2 [drsat]}} expected-note {{conflicting write of 'a' here}}
}
