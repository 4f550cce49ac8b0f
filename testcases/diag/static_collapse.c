// Same static schedule through collapse (OpenMP 5.2, 11.5.3): two `for`
// constructs of one region with schedule(static), one chunk and the same
// number of logical iterations give logical iteration k to one thread, so
// a `nowait` between them orders nothing only for different k.  A collapsed
// nest counts its iterations in mixed radix of the inner trip counts
// (rectangular nests with constant counts); checked against libgomp for 1
// to 7 threads.  Race-free cases first, then their racy twins (transposed
// read, another count, a triangular nest, a dynamic schedule, another chunk).
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

int a[1000], b[100][10], c[1000];

void collapse_then_plain(void) {
  #pragma omp parallel // expected-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  {
    #pragma omp for schedule(static) collapse(2) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      for (int j = 0; j < 10; j++)
        a[i * 10 + j] = i + j;
    #pragma omp for schedule(static) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int k = 0; k < 1000; k++)
      c[k] = a[k];
  }
}

void two_shapes_counting_down(void) {
  // 100 x 10 against 10 x 100 (the inner loop counting down): logical
  // iteration k is i * 10 + (9 - j) in the first, p * 100 + q in the second
  #pragma omp parallel // expected-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  {
    #pragma omp for schedule(static, 3) collapse(2) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      for (int j = 9; j >= 0; j--)
        a[i * 10 + 9 - j] = i;
    #pragma omp for collapse(2) nowait schedule(static, 3) // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int p = 0; p < 10; p++)
      for (int q = 0; q < 100; q++)
        c[p * 100 + q] = a[p * 100 + q];
  }
}

void three_levels_stepped(void) {
  #pragma omp parallel // expected-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  {
    #pragma omp for schedule(static) collapse(3) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 10; i++)
      for (int j = 0; j < 10; j += 2)
        for (int l = 0; l <= 19; l++)
          a[(i * 5 + j / 2) * 20 + l] = l;
    #pragma omp for schedule(static) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int k = 0; k < 1000; k++)
      a[k] += 1;
  }
}

// --- racy twins ---

void transposed_read(void) {
  // logical iteration k of the plain loop reads b[k % 100][k / 100], which
  // iteration (k % 100) * 10 + k / 100 of the collapsed nest wrote
  #pragma omp parallel
  {
    #pragma omp for schedule(static) collapse(2) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      for (int j = 0; j < 10; j++)
        b[i][j] = i + j; // expected-warning {{data race on 'b': write of b[1][0] in thread 0 at i=1, j=0 conflicts with read in thread 1 at k=1 [drsat]}}
    #pragma omp for schedule(static) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int k = 0; k < 1000; k++)
      c[k] = b[k % 100][k / 100]; // expected-note {{conflicting read of 'b' here}}
  }
}

void other_count(void) {
  // 100 x 10 against 999 iterations: another count, another distribution
  #pragma omp parallel
  {
    #pragma omp for schedule(static) collapse(2) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      for (int j = 0; j < 10; j++)
        a[i * 10 + j] = i + j; // expected-warning {{data race on 'a': write of a[0] in thread 0 at i=0, j=0 conflicts with read in thread 1 at k=0 [drsat]}}
    #pragma omp for schedule(static) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int k = 0; k < 999; k++)
      c[k] = a[k]; // expected-note {{conflicting read of 'a' here}}
  }
}

void triangular(void) {
  // an inner bound that depends on the outer variable: no mixed radix, so
  // no schedule class (55 iterations against 55 are not matched)
  #pragma omp parallel
  {
    #pragma omp for schedule(static) collapse(2) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 10; i++)
      for (int j = i; j < 10; j++)
        a[i * 10 + j] = i; // expected-warning {{data race on 'a': write of a[0] in thread 0 at i=0, j=0 conflicts with read in thread 1 at k=0 [drsat]}}
    #pragma omp for schedule(static) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int k = 0; k < 55; k++)
      c[k] = a[k]; // expected-note {{conflicting read of 'a' here}}
  }
}

void one_dynamic(void) {
  #pragma omp parallel
  {
    #pragma omp for schedule(dynamic) collapse(2) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      for (int j = 0; j < 10; j++)
        a[i * 10 + j] = i + j; // expected-warning {{data race on 'a': write of a[0] in thread 0 at i=0, j=0 conflicts with read in thread 1 at k=0 [drsat]}}
    #pragma omp for schedule(static) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int k = 0; k < 1000; k++)
      c[k] = a[k]; // expected-note {{conflicting read of 'a' here}}
  }
}

void other_chunk(void) {
  // the same 1000 iterations in chunks of 2 and of 3: iteration 2 goes to
  // thread 1 in the first loop and thread 0 in the second
  #pragma omp parallel
  {
    #pragma omp for schedule(static, 2) collapse(2) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      for (int j = 0; j < 10; j++)
        a[i * 10 + j] = i + j; // expected-warning {{data race on 'a': write of a[0] in thread 0 at i=0, j=0 conflicts with read in thread 1 at k=0 [drsat]}}
    #pragma omp for schedule(static, 3) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int k = 0; k < 1000; k++)
      c[k] = a[k]; // expected-note {{conflicting read of 'a' here}}
  }
}

// A constant count and one known only at run time share a class: the
// schedules match when the counts are equal (found by the region
// difference tester, seed 2027: a false alarm before).
void run_time_count(int n) {
  if (n != 1000)
    return;
  #pragma omp parallel // expected-remark {{region is free of data races: 3 access pairs checked [drsat]}}
  {
    #pragma omp for schedule(static) collapse(2) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      for (int j = 0; j < 10; j++)
        a[i * 10 + j] = i + j;
    #pragma omp for schedule(static) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int k = 0; k < n; k++)
      c[k] = a[k];
  }
}

void run_time_count_first(int n) {
  // n is not known: with another count, iteration 0 may go elsewhere
  #pragma omp parallel
  {
    #pragma omp for schedule(static) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int k = 0; k < n; k++)
      c[k] = a[k]; // expected-note {{conflicting read of 'a' here}}
    #pragma omp for schedule(static) collapse(2) nowait // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      for (int j = 0; j < 10; j++)
        a[i * 10 + j] = i + j; // expected-warning {{data race on 'a': write of a[0] in thread 0 at i=0, j=0 conflicts with read in thread 1 at k=0 when n=1 [drsat]}}
  }
}
