// An integer array a loop fills before the construct with a function of
// its counter (`idx[i] = (i * 7) % N`: no memory read, no call, nothing the
// loop changes but the counter) holds that function inside the loop's
// domain: a[idx[i]] over a permutation is race-free, over a table with a
// repeat a race with the two iterations named.  Outside the domain, or when
// the array is written elsewhere, its contents are unknown (a possible race).
// RUN: %cc1 -plugin-arg-drsat remarks -verify %s

#define N 64
double a[N], b[256];

void permutation(void) {
  int idx[N];
  for (int i = 0; i < N; i++)
    idx[i] = (i * 7) % N;
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    a[idx[i]] += 1;
}

void repeats(void) {
  int idx[N];
  for (int i = 0; i < N; i++)
    idx[i] = i / 2;
  // expected-warning@+3 {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 2; i++)
    a[idx[i]] += 1; // expected-note {{conflicting write of 'a' here}}
}

void value_at_the_fill(void) {
  int idx[N], k = 1;
  for (int i = 0; i < N; i++)
    idx[i] = i * k;   // k is 1 here
  k = 0;
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    a[idx[i]] = 0;
}

void partly_filled(int n) {
  int idx[N];
  for (int i = 0; i < n; i++)
    idx[i] = N - 1 - i;
  // entries from n on hold whatever they held
  // expected-warning-re@+3 {{possible data race on 'a': write of a[{{[0-9]+}}] in iteration i={{[0-9]+}} conflicts with write in iteration i={{[0-9]+}} when n={{-?[0-9]+}} if idx[{{[0-9]+}}] = {{[0-9]+}}, idx[{{[0-9]+}}] = {{[0-9]+}} (contents of 'idx' are not known here) [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    a[idx[i]] = 0; // expected-note {{conflicting write of 'a' here}}
}

void written_again(void) {
  int idx[N];
  for (int i = 0; i < N; i++)
    idx[i] = i;
  idx[3] = 4;
  // expected-warning-re@+3 {{possible data race on 'a': {{.*}} (contents of 'idx' are not known here) [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    a[idx[i]] = 0; // expected-note {{conflicting write of 'a' here}}
}

void reads_memory(int *src) {
  int idx[N];
  for (int i = 0; i < N; i++)
    idx[i] = src[i];
  // expected-warning-re@+3 {{possible data race on 'a': {{.*}} (contents of 'idx' are not known here) [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    a[idx[i]] = 0; // expected-note {{conflicting write of 'a' here}}
}

void wrapping_fill(void) {
  // (unsigned char)(i * 128) wraps to 0, 128, 0, ...: repeats
  int idx[N];
  for (int i = 0; i < N; i++)
    idx[i] = (unsigned char)(i * 128);
  // expected-warning-re@+3 {{data race on 'b': write of b[{{0|128}}] in iteration i={{[0-9]+}} conflicts with write in iteration i={{[0-9]+}} [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    b[idx[i]] += 1; // expected-note {{conflicting write of 'b' here}}
}

#define FILL(t, n) for (int i = 0; i < (n); i++) t[i] = i % 3

void fill_from_a_macro(void) {
  int idx[N];
  FILL(idx, N);
  // expected-warning-re@+3 {{data race on 'a': write of a[{{[0-2]}}] in iteration i={{[0-9]+}} conflicts with write in iteration i={{[0-9]+}} [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    a[idx[i]] = 0; // expected-note {{conflicting write of 'a' here}}
}

// `if (c) t[i] = e1; else t[i] = e2;` fills t with c ? e1 : e2
// (DataRaceBench DRB011, DRB012, in a VLA too).

void filled_by_branches(void) {
  int idx[N];
  for (int i = 0; i < N; i++) {
    if (i % 2 == 0)
      idx[i] = i;
    else
      idx[i] = N - 1 - i;
  }
  // odd i: N - 1 - i is even and meets i' = N - 1 - i
  // expected-warning@+3 {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=63 [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    a[idx[i]] = 0; // expected-note {{conflicting write of 'a' here}}
}

void branches_apart(int n) {
  int idx[n];
  for (int i = 0; i < n; i++) {
    if (i < n / 2)
      idx[i] = 2 * i;
    else
      idx[i] = 2 * i + 1;
  }
  // even entries, then odd ones: all different
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[idx[i]] += 1;
}

int count;

void branch_counts(void) {
  int x[100];
  for (int i = 0; i < 100; i++)
    if (i % 2 == 0)
      x[i] = 5;
    else
      x[i] = -5;
  // expected-warning-re@+4 {{data race on 'count': write in iteration i={{[0-9]*[13579]}} conflicts with write in iteration i={{[0-9]*[13579]}} [drsat]}}
#pragma omp parallel for // expected-note {{add 'reduction(+:count)' to the directive}}
  for (int i = 99; i > -1; --i)
    if (x[i] <= 0)
      count--; // expected-note {{conflicting write of 'count' here}}
}

void branch_counts_none(void) {
  int x[100];
  for (int i = 0; i < 100; i++)
    if (i % 2 == 0)
      x[i] = 5;
    else
      x[i] = 7;
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 99; i > -1; --i)
    if (x[i] <= 0)
      count--;
}

void one_branch_only(void) {
  int x[100];
  for (int i = 0; i < 100; i++)
    if (i % 2 == 0)
      x[i] = 5;
  // odd entries hold whatever they held
  // expected-warning-re@+4 {{possible data race on 'count': {{.*}} (contents of 'x' are not known here) [drsat]}}
#pragma omp parallel for // expected-note {{add 'reduction(+:count)' to the directive}}
  for (int i = 99; i > -1; --i)
    if (x[i] <= 0)
      count--; // expected-note {{conflicting write of 'count' here}}
}
