// C library functions with hidden shared state (C11 7.22.2.1: rand "is not
// required to avoid data races"; likewise random, drand48 and their seeds,
// strtok) are read-write accesses of that state, one object per family:
// concurrent calls race, calls under one lock do not.  Recognised by their
// declarations in the system headers, never by a name alone.  Run through
// the driver, with the C library's headers.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

#include <stdlib.h>
#include <string.h>

int r[100];
double d[100];

void numbers(void) {
  // expected-warning@+3 {{data race on 'state of rand()': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 2; i++)
    r[i] = rand(); // expected-note {{conflicting write of 'state of rand()' here}}
}

void seed_and_draw(void) {
  // srand and drand48 are different families; srand48 and drand48 one
  // expected-warning@+6 {{data race on 'state of drand48()': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
  // expected-warning@+4 {{data race on 'state of drand48()': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    if (i == 0)
      srand48(7);
    d[i] = drand48(); // expected-note 2 {{conflicting write of 'state of drand48()' here}}
  }
}

void under_critical(int n) {
  // expected-remark@+1 {{loop is free of data races: 0 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp critical
    r[i] = rand() % 10;
  }
}

int my_rand(void) { return 4; }

void own_function(int n) {
  // a function of the program's own is not the library's
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    r[i] = my_rand();
}
