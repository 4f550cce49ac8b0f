// Lambdas in the loop body are not modelled: not analysed, never race-free.
// RUN: %cc1 -std=c++17 -plugin-arg-drsat remarks -verify %s

int a[100];

void by_reference() {
  // expected-warning@+1 {{loop not analyzed: a lambda expression ('[&](int k) { a[k] = a[k + 1]; }') is not modelled [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 99; i++) {
    auto w = [&](int k) { a[k] = a[k + 1]; };
    w(i);
  }
}

void called_in_place() {
  // expected-warning@+1 {{loop not analyzed: a call of an overloaded operator or a lambda ('[=]() { a[0] = i; }()') is not modelled [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 99; i++)
    [=]() { a[0] = i; }();
}
