// A block-scope `extern` declaration names the global variable, and a
// block-scope `static` one a single object: neither is a fresh local of each
// iteration or thread, so writing them races.
// RUN: %cc1 -verify %s

int x, g[100], a[100];

void extern_in_body(void) {
  // expected-note@+1 {{'x' is read after the loop: consider lastprivate(x)}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    extern int x;
    // expected-warning@+2 {{data race on 'x': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'x' here}}
    x = a[i];
  }
}

void extern_array_in_body(void) {
  #pragma omp parallel for
  for (int i = 0; i < 99; i++) {
    extern int g[];
    // expected-warning@+2 {{data race on 'g': write of g[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'g' here}}
    g[i + 1] = g[i];
  }
}

void extern_in_region(void) {
  #pragma omp parallel
  {
    extern int x;
    // expected-note@+1 {{'x' is read after the loop: consider lastprivate(x)}}
    #pragma omp for
    for (int i = 0; i < 100; i++)
      // expected-warning@+2 {{data race on 'x': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
      // expected-note@+1 {{conflicting write of 'x' here}}
      x = a[i];
  }
}

void static_in_body(void) {
  // expected-note@+1 {{'last' is read after the loop: consider lastprivate(last)}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    static int last;
    // expected-warning@+2 {{data race on 'last': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'last' here}}
    last = a[i];
  }
}

void shadowed_then_extern(void) {
  int x = 0;  // a local of the same name: not the variable the loop writes
  {
    extern int x;
    #pragma omp parallel for
    for (int i = 0; i < 100; i++)
      // expected-warning@+2 {{data race on 'x': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
      // expected-note@+1 {{conflicting write of 'x' here}}
      x += i;
  }
  a[0] = x;
}

// No fix-it: a clause spelling 'x' at the directive would name the local.
void extern_in_body_local_outside(void) {
  int x = 0;
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    extern int x;
    // expected-warning@+2 {{data race on 'x': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting write of 'x' here}}
    x += a[i];
  }
  a[0] = x;
}
