// Lambdas called in a construct's body run through the body of their call
// operator, as the program's own functions do (SymCall.cpp): a capture by
// reference is the variable itself, a capture by copy the variable's value
// (a scalar or pointer the function never changes, or a lambda called
// where it is made).  A race in the lambda names the call.  Closures passed
// on, mutable lambdas and copies of changing variables: not modelled, named
// (robust/cxx_lambda.cpp).
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

double a[100], b[100];
int g;

void own_element(int n) {
  auto upd = [&](int i) { a[i] = b[i] * 2; };
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    upd(i);
}

void next_element(void) {
  auto shift = [&](int i) { a[i + 1] = a[i]; }; // expected-warning {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}} expected-note {{conflicting read of 'a' here}}
#pragma omp parallel for
  for (int i = 0; i < 2; i++)
    shift(i); // expected-note 2 {{in 'lambda at line 22' called here}}
}

void captured_sum(int n) {
  double s = 0;
  // no reduction fix-it: the lambda names the original 's' whatever the clause
  auto acc = [&](int i) { s += a[i]; }; // expected-warning-re {{data race on 's': write in iteration i={{[0-9]+}} conflicts with write in iteration i={{[0-9]+}} when n={{[0-9]+}} [drsat]}} expected-note {{conflicting write of 's' here}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    acc(i); // expected-note 2 {{in 'lambda at line 31' called here}}
}

void copy_capture(int n) {
  int k = 3;
  auto off = [=](int i) { return a[i + k]; };
  // b is written, a only read
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = off(i);
}

void reference_sees_current(int n) {
  int k = 3;
  auto put = [&](int i) { a[i + k] = a[i]; };
  k = 0;  // the lambda reads k when it runs: 0
  // expected-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    put(i);
}

void reference_sees_current_race(void) {
  int k = 0;
  auto put = [&](int i) { a[i + k] = a[i]; }; // expected-warning {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}} expected-note {{conflicting read of 'a' here}}
  k = 1;
#pragma omp parallel for
  for (int i = 0; i < 2; i++)
    put(i); // expected-note 2 {{in 'lambda at line 59' called here}}
}

void in_body_in_place(int n) {
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    [=] { a[i] = 1; }();
}

void generic_and_nested(int n) {
  auto gen = [&](auto j) { a[j] = j; };
  auto outer = [&](int i) { gen(i + 1); };
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    outer(i);
}

void global_counter(void) {
  auto bump = [](int i) { g += i; }; // expected-warning {{data race on 'g': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 'g' here}}
#pragma omp parallel for
  for (int i = 0; i < 2; i++)
    bump(i); // expected-note 2 {{in 'lambda at line 83' called here}}
}

struct Grid {
  double m[50];
  void clear(int n) {
    auto z = [this](int i) { m[i] = 0; };
    // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      z(i);
  }
};
void use(Grid &G) { G.clear(10); }

// made before the construct, a lambda names the original of what the
// construct makes private: never a silent race-free
void private_clause(int n) {
  double s = 0;
  auto acc = [&](int i) { s += a[i]; };
  // expected-warning@+1 {{loop not analyzed: a lambda made outside the construct capturing 's', private here, by reference (it names the original) is not modelled [drsat]}}
#pragma omp parallel for private(s)
  for (int i = 0; i < n; i++)
    acc(i);
}

void loop_variable_outside(int n) {
  int i;
  auto put = [&] { a[i] = 0; };
  // expected-warning@+1 {{loop not analyzed: a lambda made outside the construct capturing 'i', private here, by reference (it names the original) is not modelled [drsat]}}
#pragma omp parallel for
  for (i = 0; i < n; i++)
    put();
}

void tasks_share(void) {
  int x = 0;
  auto bx = [&] { x++; }; // expected-warning {{data race on 'x': write in the task created at line 128 conflicts with write in the task created at line 130 [drsat]}} expected-note {{conflicting write of 'x' here}}
#pragma omp parallel
  {
#pragma omp single
    {
#pragma omp task
      bx(); // expected-note {{in 'lambda at line 123' called here}}
#pragma omp task
      bx(); // expected-note {{in 'lambda at line 123' called here}}
    }
  }
}
