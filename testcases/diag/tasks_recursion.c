// Recursive functions with tasks (plugin/SymCall.cpp, frameCallees): a
// function whose code names only its own automatic arithmetic variables and
// calls only such functions and pure library functions touches, in a
// recursive call, only memory of that invocation.  The call is a value, and
// the races are those of one invocation, shown by the outermost call with
// its parameters unknown.  Race-free with taskwait, a race without; anything
// that reaches memory outside the invocation stays not analyzed.
// RUN: %cc1 -verify %s

int input = 10;
int counter;
int table[64];

int fib(int n) {
  int x, y;
  if (n < 2)
    return n;
  #pragma omp task shared(x)
  x = fib(n - 1);
  #pragma omp task shared(y)
  y = fib(n - 2);
  #pragma omp taskwait
  return x + y;
}

void fib_with_taskwait(void) {
  int r;
  #pragma omp parallel
  #pragma omp single
  r = fib(input);
}

int fib_late_wait(int n) {
  int x, y, s;
  if (n < 2)
    return n;
  #pragma omp task shared(x)
  x = fib_late_wait(n - 1); // expected-warning {{data race on 'x': write in the task created at line 37 conflicts with read in thread 0 [drsat]}}
  #pragma omp task shared(y)
  y = fib_late_wait(n - 2); // expected-warning {{data race on 'y': write in the task created at line 39 conflicts with read in thread 0 [drsat]}}
  s = x + y; // expected-note {{conflicting read of 'x' here}} expected-note {{conflicting read of 'y' here}}
  #pragma omp taskwait
  return s;
}

void fib_missing_taskwait(void) {
  int r;
  #pragma omp parallel
  #pragma omp single
  r = fib_late_wait(10); // expected-note 4 {{in 'fib_late_wait' called here}}
}

// depend orders the third task after both others.
int fib_dep(int n) {
  int i, j, s;
  if (n < 2)
    return n;
  #pragma omp task shared(i) depend(out : i)
  i = fib_dep(n - 1);
  #pragma omp task shared(j) depend(out : j)
  j = fib_dep(n - 2);
  #pragma omp task shared(i, j) depend(in : i, j)
  s = i + j;
  #pragma omp taskwait
  return i + j;
}

void fib_depend(void) {
  int r;
  #pragma omp parallel
  #pragma omp single
  r = fib_dep(input);
}

// Its twin (DataRaceBench DRB177): depend(in : j) orders the third task
// after the second only; it reads i while the first may write it.
int fib_dep_j(int n) {
  int i, j, s;
  if (n < 2)
    return n;
  #pragma omp task shared(i) depend(out : i)
  i = fib_dep_j(n - 1); // expected-warning {{data race on 'i': write in the task created at line 81 conflicts with read in the task created at line 85 [drsat]}}
  #pragma omp task shared(j) depend(out : j)
  j = fib_dep_j(n - 2);
  #pragma omp task shared(i, j) depend(in : j)
  s = i + j; // expected-note {{conflicting read of 'i' here}}
  #pragma omp taskwait
  return i + j;
}

void fib_depend_j(void) {
  int r;
  #pragma omp parallel
  #pragma omp single
  r = fib_dep_j(input); // expected-note 2 {{in 'fib_dep_j' called here}}
}

void fib_in_loop(int *out) {
  #pragma omp parallel for // expected-warning {{loop not analyzed: '#pragma omp task' inside the loop is not modelled [drsat]}}
  for (int k = 0; k < 16; k++)
    out[k] = fib(k);
}

// A race on one path of the recursion only (n == 5): the outermost call's
// n is unknown, so the path is not folded away by fib_path(20).
int fib_path(int n) {
  int x = 0, y = 0;
  if (n < 2)
    return n;
  #pragma omp task shared(x)
  x = fib_path(n - 1); // expected-warning {{data race on 'x': write in the task created at line 110 conflicts with read in thread 0 [drsat]}}
  if (n == 5)
    return x; // expected-note {{conflicting read of 'x' here}}
  #pragma omp task shared(y)
  y = fib_path(n - 2);
  #pragma omp taskwait
  return x + y;
}

void fib_one_path(void) {
  int r;
  #pragma omp parallel
  #pragma omp single
  r = fib_path(20); // expected-note 2 {{in 'fib_path' called here}}
}

// Mutual recursion that keeps to its frames.
int odd(int n);
int even(int n) {
  int a = 0;
  if (n == 0)
    return 1;
  #pragma omp task shared(a)
  a = odd(n - 1);
  #pragma omp taskwait
  return a;
}
int odd(int n) { return n == 0 ? 0 : even(n - 1); }

void mutual(void) {
  int r;
  #pragma omp parallel
  #pragma omp single
  r = even(input);
}

// Reaches memory outside its invocation: not analyzed.
int count_calls(int n) {
  counter++;
  if (n < 2)
    return n;
  return count_calls(n - 1) + count_calls(n - 2);
}

void global_in_recursion(void) {
  int r;
  #pragma omp parallel // expected-warning {{region not analyzed: recursive call to 'count_calls' is not modelled (it reaches memory outside its own invocation) [drsat]}}
  #pragma omp single
  r = count_calls(input);
}

int sum_to(int *p, int n) {
  if (n == 0)
    return 0;
  return p[n - 1] + sum_to(p, n - 1);
}

void pointer_in_recursion(void) {
  int r;
  #pragma omp parallel // expected-warning {{region not analyzed: recursive call to 'sum_to' is not modelled (it reaches memory outside its own invocation) [drsat]}}
  #pragma omp single
  r = sum_to(table, 64);
}

int fill(int n) {
  extern int counter;
  if (n == 0)
    return counter;
  return fill(n - 1);
}

void block_scope_extern(void) {
  int r;
  #pragma omp parallel // expected-warning {{region not analyzed: recursive call to 'fill' is not modelled (it reaches memory outside its own invocation) [drsat]}}
  #pragma omp single
  r = fill(input);
}
