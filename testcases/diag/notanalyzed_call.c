// A call to a function whose effects are unknown: the loop is not analysed
// (never reported race-free), with the reason at the pragma.  A function
// defined in the file is executed through its body (SymCall.cpp).
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

void f(int *p);
int g(int x);
int helper(int x) { return x + 1; }
int a[100];

void unknown_callee(void) {
  // expected-warning@+1 {{loop not analyzed: call to 'f' may access shared memory [drsat]}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    a[i] = i;
    f(a);
  }
}

void unknown_callee_value_only(void) {
  // Even with scalar arguments, g may read or write a.
  // expected-warning@+1 {{loop not analyzed: call to 'g' may access shared memory [drsat]}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[i] = g(i);
}

void defined_callee(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[i] = helper(i);
}

void analysed_after_unknown(void) {
  // The next loop is still analysed.
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    a[i + 1] = a[i];
}
