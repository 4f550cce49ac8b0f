// C++ static data members named through an object (`a.k`, `this->tab`):
// the member's one variable, as `A::k` names it -- written through one
// spelling, read through the other, the value is the same.  An object
// whose evaluation has side effects (`get().k`) is not modelled.
// RUN: %cc1 -x c++ -plugin-arg-drsat remarks -verify %s

struct A {
  static int k;
  static int tab[100];
  void shift();
};
int A::k = 1;
int A::tab[100];
A a;
int arr[100];

void written_through_the_object() {
  A::k = 2;
  a.k = 1;
  #pragma omp parallel for
  for (int i = 0; i < 49; i++)
    arr[i * A::k] = arr[i * A::k + 1]; // expected-warning {{data race on 'arr': write of arr[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}} expected-note {{conflicting read of 'arr' here}}
}

void stride_two() {
  a.k = 2;
  #pragma omp parallel for // expected-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 49; i++)
    arr[i * A::k] = arr[i * A::k + 1];
}

void every_iteration_writes_it() {
  #pragma omp parallel for // expected-note {{'k' is read after the loop: consider lastprivate(k)}}
  for (int i = 0; i < 49; i++)
    a.k = i; // expected-warning {{data race on 'k': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 'k' here}}
}

void A::shift() {
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    this->tab[i] = tab[i + 1]; // expected-warning {{data race on 'tab': write of tab[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}} expected-note {{conflicting read of 'tab' here}}
}

void every_thread_counts() {
  #pragma omp parallel
  a.k++; // expected-warning {{data race on 'k': write in thread 0 conflicts with write in thread 1 [drsat]}} expected-note {{conflicting write of 'k' here}}
}

A &get();

void object_from_a_call() {
  #pragma omp parallel for // expected-warning {{loop not analyzed: this kind of expression ('get()') is not modelled as an lvalue [drsat]}}
  for (int i = 0; i < 49; i++)
    get().k = i;
}
