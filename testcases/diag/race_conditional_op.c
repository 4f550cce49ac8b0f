// The conditional operator ?: in an index and around a read.
// RUN: %cc1 -verify %s

int a[200], b[200], r[200];

void read_under_conditional(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    // expected-note@+1 {{conflicting read of 'a' here}}
    int x = i < 1 ? a[i + 1] : 0;
    // expected-warning@+1 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
    a[i] = x;
  }
}

void index_folds_back(void) {
  // i < 50 writes b[i], i >= 50 writes b[i + 50]; the read is at i = 99 only.
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    // expected-warning@+1 {{data race on 'b': write of b[48] in iteration i=48 conflicts with read in iteration i=99 [drsat]}}
    b[i < 50 ? i : i + 50] = 1;
    if (i == 99)
      // expected-note@+1 {{conflicting read of 'b' here}}
      r[i] = b[i - 51];
  }
}
