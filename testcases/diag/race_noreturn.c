// Racy twin of norace_noreturn.c: the path that does not abort still
// reaches an element another iteration writes.
// RUN: %cc1 -verify %s
void abort(void);

int a[100];

void aborted_too_late(int n) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i > 50)
      abort();
    a[i % 50] = i; // expected-warning {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=50 when n=51 [drsat]}} // expected-note {{conflicting write of 'a' here}}
  }
}
