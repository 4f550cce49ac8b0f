// `#pragma drs` must be followed by a `for` loop (comments and other
// `#pragma` lines may come between); anything else is diagnosed and ignored.
// RUN: %cc1 -verify %s
// Without OpenMP the pragma works the same.
// RUN: %clang -fplugin=%drsat -fsyntax-only -Xclang -verify %s

#define LOOP for

int a[10];

void f(int n) {
  // expected-warning@+1 {{'#pragma drs' is not followed by a for loop; ignored [drsat]}}
  #pragma drs
  int x = 0;

  // expected-warning@+1 {{'#pragma drs' is not followed by a for loop; ignored [drsat]}}
  #pragma drs
  while (x < n)
    x++;

  // expected-warning@+1 {{'#pragma drs' is not followed by a for loop; ignored [drsat]}}
  #pragma drs
  {
    for (int i = 0; i < 10; i++)
      a[i] = 0;
  }

  // A preprocessor directive other than #pragma ends the search.
  // expected-warning@+1 {{'#pragma drs' is not followed by a for loop; ignored [drsat]}}
  #pragma drs
#if 1
  x = 1;
#endif

  // The loop keyword must be written, not come from a macro.
  // expected-warning@+1 {{'#pragma drs' is not followed by a for loop; ignored [drsat]}}
  #pragma drs
  LOOP (int i = 0; i < 10; i++)
    a[i] = 0;

  // Only the `#pragma` spelling is recognised.
  // expected-warning@+1 {{'drs' is only recognised as '#pragma drs', not in '_Pragma' or '__pragma'; ignored [drsat]}}
  _Pragma("drs")
  x = 2;
}

// expected-warning@+1 {{'#pragma drs' is not followed by a for loop; ignored [drsat]}}
#pragma drs
int global;

// expected-warning@+2 {{extra tokens at end of '#pragma drs'; ignored [drsat]}}
// expected-warning@+1 {{'#pragma drs' is not followed by a for loop; ignored [drsat]}}
#pragma drs please check
int other;

// At the very end of the file.
// expected-warning@+1 {{'#pragma drs' is not followed by a for loop; ignored [drsat]}}
#pragma drs
