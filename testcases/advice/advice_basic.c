// Advice mode: for every plain 'for' loop, outermost first, whether
// '#pragma omp parallel for' (with the clauses it needs) is free of data
// races; where it is not, the witness, and then the loops inside.
// RUN: %cc1 -plugin-arg-drsat advise -verify %s

double a[100], b[100], c[100][100];
double s;

void race_free(void) {
  // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for' is free of data races [drsat]}}
  for (int i = 0; i < 100; i++)
    a[i] = b[i] + 1;
}

void racy(void) {
  // expected-remark@+1 {{loop cannot be parallelised: data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=2 [drsat]}}
  for (int i = 1; i < 100; i++)
    // expected-note@+1 {{one access here}} expected-note@+1 {{conflicting read of 'a' here}}
    a[i] = a[i - 1] + 1;
}

void private_scalar(void) {
  double t;
  // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for private(t)' is free of data races [drsat]}}
  for (int i = 0; i < 100; i++) {
    t = b[i] * 2;
    a[i] = t;
  }
}

void reduction(void) {
  // expected-remark@+2 {{loop can be parallelised: '#pragma omp parallel for reduction(+:s)' is free of data races [drsat]}}
  // expected-note@+1 {{the reduction of 's' combines partial results in another order: floating-point results may differ in rounding}}
  for (int i = 0; i < 100; i++)
    s += a[i];
}

int count(void) {
  int n = 0;
  // integers: no word about rounding
  // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for reduction(+:n)' is free of data races [drsat]}}
  for (int i = 0; i < 100; i++)
    if (a[i] > 0)
      n++;
  return n;
}

void both(void) {
  double t, m = 1;
  // expected-remark@+3 {{loop can be parallelised: '#pragma omp parallel for private(t) reduction(+:s) reduction(*:m)' is free of data races [drsat]}}
  // expected-note@+2 {{the reduction of 's' combines partial results}}
  // expected-note@+1 {{the reduction of 'm' combines partial results}}
  for (int i = 0; i < 100; i++) {
    t = a[i] + 1;
    s += t;
    m *= t;
  }
  b[0] = m;
}

// the inner loop's variable, declared outside, becomes private
void inner_variable(void) {
  int i, j;
  // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for private(j)' is free of data races [drsat]}}
  for (i = 0; i < 100; i++)
    for (j = 0; j < 100; j++)
      c[i][j] = 0;
}

// the outer loop carries the dependence: the next level is asked
void next_level(void) {
  int i, j;
  // expected-remark@+1 {{loop cannot be parallelised: data race on 'c': write of c[1][0] in iteration i=1, j=0 conflicts with read in iteration i=2, j=0 [drsat]}}
  for (i = 1; i < 100; i++)
    // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for' is free of data races [drsat]}}
    for (j = 0; j < 100; j++)
      // expected-note@+1 {{one access here}} expected-note@+1 {{conflicting read of 'c' here}}
      c[i][j] = c[i - 1][j] + 1;
}

// a parallel loop ends its subtree: the loops inside are not asked
void subtree(void) {
  // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for' is free of data races [drsat]}}
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 100; j++)
      c[i][j] = i + j;
}
