// memset, memcpy and memmove (recognised by Clang's builtin identity, also
// as __builtin_ forms) access the byte ranges they touch: a write of n
// bytes at the destination, a read of n bytes at the source.  The range
// is named by the element it starts at.  A length that is not a constant
// is not modelled yet (named).
// RUN: %cc1 -plugin-arg-drsat remarks -verify %s

typedef __SIZE_TYPE__ size_t;
void *memset(void *, int, size_t);
void *memcpy(void *restrict, const void *restrict, size_t);
void *memmove(void *, const void *, size_t);

double a[100][10], b[100][10];
double x[100];

void copy_rows(int n) {
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    memcpy(a[i], b[i], sizeof a[i]);
}

void clear_two_rows(void) {
  // each iteration clears rows i and i + 1
  // expected-warning@+3 {{data race on 'a': write of a[0][0] in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 2; i++)
    memset(a[i], 0, 2 * sizeof a[i]); // expected-note {{conflicting write of 'a' here}}
}

void clear_one_row(void) {
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    __builtin_memset(a[i], 0, sizeof a[i]);
}

void shift_left(void) {
  // expected-warning@+3 {{data race on 'x': write of x[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 2; i++)
    memmove(&x[i], &x[i + 1], sizeof(double)); // expected-note {{conflicting read of 'x' here}}
}

void unknown_length(int n) {
  // expected-warning@+1 {{loop not analyzed: 'memset' of a length that is not a constant is not modelled yet [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    memset(a[i], 0, n);
}
