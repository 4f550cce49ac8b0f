// A racing scalar that every path after the loop reassigns before reading
// gets the 'private' fix; one that some path may read gets the lastprivate
// hint instead.
// RUN: %cc1 -verify %s

int a[100], b[100];

void reassigned(int n) {
  int t;
  for (int s = 0; s < n; s++) {
    // expected-note@+1 {{add 'private(t)' to the directive}}
    #pragma omp parallel for
    for (int i = 0; i < 2; i++) {
      // expected-warning@+3 {{data race on 't': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
      // expected-note@+2 {{conflicting write of 't' here}}
      // expected-warning@+1 {{data race on 't': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
      t = a[i];
      // expected-note@+1 {{conflicting read of 't' here}}
      b[i] = t;
    }
    if (n > 3) {
      t = 1;
      b[0] = t;
    } else {
      for (t = 0; t < 3; t++)
        b[t] = 1;
    }
  }
}

int maybe_read(int n) {
  int t = 0;
  // expected-note@+1 {{'t' is read after the loop: consider lastprivate(t)}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    // expected-warning@+3 {{data race on 't': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+2 {{conflicting write of 't' here}}
    // expected-warning@+1 {{data race on 't': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    t = a[i];
    // expected-note@+1 {{conflicting read of 't' here}}
    b[i] = t;
  }
  if (n)
    t = 0;
  return t;
}

int read_next_time(int n) {
  int t = 0;
  for (int s = 0; s < n; s++) {
    b[s % 100] = t;  // reads the last iteration's value
    // expected-note@+1 {{'t' is read after the loop: consider lastprivate(t)}}
    #pragma omp parallel for
    for (int i = 0; i < 2; i++) {
      // expected-warning@+3 {{data race on 't': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
      // expected-note@+2 {{conflicting write of 't' here}}
      // expected-warning@+1 {{data race on 't': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
      t = a[i];
      // expected-note@+1 {{conflicting read of 't' here}}
      b[i] = t;
    }
  }
  return 0;
}

int reassigned_before_next_time(int n) {
  int t = 0;
  for (int s = 0; s < n; s++) {
    b[s % 100] = t;  // reads 5, never the loop's last value
    // expected-note@+1 {{add 'private(t)' to the directive}}
    #pragma omp parallel for
    for (int i = 0; i < 2; i++) {
      // expected-warning@+3 {{data race on 't': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
      // expected-note@+2 {{conflicting write of 't' here}}
      // expected-warning@+1 {{data race on 't': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
      t = a[i];
      // expected-note@+1 {{conflicting read of 't' here}}
      b[i] = t;
    }
    t = 5;
  }
  return 0;
}

// racy twins of 'reassigned': a pointer may read the old value, or a goto
// may jump past the reassignment
int through_pointer(void) {
  int t = 0, *p = &t;
  // expected-note@+1 {{'t' is read after the loop: consider lastprivate(t)}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    // expected-warning@+3 {{data race on 't': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+2 {{conflicting write of 't' here}}
    // expected-warning@+1 {{data race on 't': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    t = a[i];
    // expected-note@+1 {{conflicting read of 't' here}}
    b[i] = t;
  }
  int r = *p;
  t = 1;
  return r + t;
}

// (a function with a goto is not analysed at all: no fix-it either)
int past_the_kill(int n) {
  int t = 0;
  if (n)
    goto out;
  // expected-warning@+1 {{loop not analyzed: the function uses 'goto' or labels (not modelled) [drsat]}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    t = a[i];
    b[i] = t;
  }
  t = 1;
out:
  return t;
}
