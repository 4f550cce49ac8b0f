// Lambdas called in the loop body run through their bodies (SymCall.cpp);
// the forms that do not (a mutable lambda, a closure passed on, a copy
// capture of a variable the function changes) are not analysed, never
// race-free.
// RUN: %cc1 -std=c++17 -plugin-arg-drsat remarks -verify %s

int a[100];

template <class F> void apply(F f, int k) { f(k); }

void by_reference() {
  // expected-warning@+4 {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}}
  // expected-note@+4 2 {{in 'lambda at line 16' called here}}
#pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    auto w = [&](int k) { a[k] = a[k + 1]; }; // expected-note {{conflicting read of 'a' here}}
    w(i);
  }
}

void called_in_place() {
  // expected-warning@+4 {{data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
  // expected-note@+3 2 {{in 'lambda at line 26' called here}}
#pragma omp parallel for
  for (int i = 0; i < 2; i++)
    [=]() { a[0] = i; }(); // expected-note {{conflicting write of 'a' here}}
}

void is_mutable() {
  int c = 0;
  auto w = [=](int k) mutable { a[k] = c++; };
  // expected-warning@+1 {{loop not analyzed: a call of a mutable lambda is not modelled [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 99; i++)
    w(i);
}

void passed_on() {
  // expected-warning-re@+1 {{loop not analyzed: {{.*}} [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 99; i++)
    apply([&](int k) { a[k] = 0; }, i);
}

void copy_of_changed(int n) {
  int m = 1;
  auto cp = [=](int i) { a[i * m] = 0; };
  m = 0;
  // expected-warning@+1 {{loop not analyzed: a lambda capturing 'm' by copy, which the function changes, is not modelled [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    cp(i);
}
