// An `if` before the construct that only runs loops is not executed branch
// by branch: what its loops write is forgotten at once (SymExec.cpp,
// Builder::envIfOnlyLoops; tiled code puts hundreds of constructs after
// such `if`s).  What it writes must still be forgotten -- a counter, an
// array used as a table -- and an `if` that writes more (another scalar, a
// pointer) runs branch by branch as before.
// RUN: %cc1 -verify %s

void use(int);
int b[200];

// k is 0 or whatever the loop left: a[i + k] against a[i] races
void counted_in_if(int *a, int c) {
  int k = 0;
  if (c) {
    for (int t = 0; t < 3; t++)
      k++;
  }
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[i + k] = a[i]; // expected-warning {{possible data race on 'a': write in iteration i=0 conflicts with read in iteration i=1 when c=1 (value of 'k' after a loop is not tracked here) [drsat]}} expected-note {{conflicting read of 'a' here}}
}

// in the else branch of a nested `if`, under a loop directive
void nested_else(int *a, int c, int d) {
  int k = 0;
  if (c) {
    for (int t = 0; t < 3; t++)
      use(t);
  } else if (d) {
    #pragma omp simd // expected-note {{'k' is read after the loop: consider lastprivate(k)}}
    for (int t = 0; t < 3; t++)
      k = t + 1; // expected-warning {{data race on 'k': write in iteration t=0 conflicts with write in iteration t=1}} expected-note {{conflicting write of 'k' here}}
  }
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[i + k] = a[i]; // expected-warning {{possible data race on 'a': write in iteration i=0 conflicts with read in iteration i=1 when c=0, d=-1 (value of 'k' after a loop is not tracked here)}} expected-note {{conflicting read of 'a' here}}
}

// a table whose entries a loop in an `if` overwrites is not the table its
// initialiser wrote
void table_overwritten(int c) {
  int idx[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  if (c)
    for (int t = 0; t < 8; t++)
      idx[t] = 0;
  #pragma omp parallel for
  for (int i = 0; i < 8; i++)
    b[idx[i]] = i; // expected-warning {{possible data race on 'b': write of b[0] in iteration i=0 conflicts with write in iteration i=1 if idx[0] = 0, idx[1] = 0 (contents of 'idx' are not known here)}} expected-note {{conflicting write of 'b' here}}
}

// the loop variable of a tiled nest, set again before it is read: free
void retiled(int n) {
  int t1 = 0, lb = 0;
  if (n > 16) {
    for (t1 = 0; t1 < n / 16; t1++)
      use(t1);
  }
  if (n > 0) {
    for (t1 = 0; t1 <= (n - 1) / 16; t1++) {
      lb = 16 * t1;
      #pragma omp parallel for
      for (int i = lb; i < lb + 16; i++)
        b[i] = b[i] + 1;
    }
  }
}

// a pointer set in an `if`: executed branch by branch, p is a or b, never
// both in one execution
void pointer_in_if(int *x, int *y, int c) {
  int *p = x;
  if (c) {
    for (int t = 0; t < 1; t++)
      use(t);
    p = y;
  }
  #pragma omp parallel for // expected-warning {{loop not analyzed: pointer 'p' may point to different objects}}
  for (int i = 0; i < 100; i++)
    p[i] = i;
}

// a counter is forgotten, whichever branch ran (only the `when` of the
// branch is not told)
void counter_after_loop(int *a, int c) {
  int t = 0;
  if (c)
    for (t = 0; t < 5; t++)
      use(t);
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[i + t] = a[i]; // expected-warning {{possible data race on 'a': write in iteration i=0 conflicts with read in iteration i=1 (value of 't' after a loop is not tracked here)}} expected-note {{conflicting read of 'a' here}}
}
