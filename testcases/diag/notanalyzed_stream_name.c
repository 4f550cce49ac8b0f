// A pointer argument of a pure library call is harmless only when it is a
// string literal or the C library's FILE stream (known by its declaration
// in a system header), never by the spelling of its type: printf reading
// a `struct PROFILE` through a pointer is not analysed.
// RUN: %clang -fplugin=%drsat -fplugin-arg-drsat-remarks -fopenmp -fsyntax-only -Xclang -verify %s

#include <stdio.h>

struct PROFILE { int x; };
double y[100];
struct PROFILE pr[100];

void stream(void) {
  // expected-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    y[i] = i;
    fprintf(stderr, "%d\n", i);
  }
}

void profile(void) {
  // expected-warning@+1 {{loop not analyzed: call to 'printf' may access memory through '&pr[i]' [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    pr[i].x = i;
    printf("%p\n", &pr[i]);
  }
}
