// A shared temporary: a scalar declared outside the construct (global or
// local) and written in the body races with itself and with its reads.
// RUN: %cc1 -verify %s

int a[100], b[100];
int t;

void shared_global_temp(void) {
  // expected-note@+1 {{'t' is read after the loop: consider lastprivate(t)}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    // expected-warning@+3 {{data race on 't': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+2 {{conflicting write of 't' here}}
    // expected-warning@+1 {{data race on 't': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    t = a[i];
    // expected-note@+1 {{conflicting read of 't' here}}
    b[i] = t * 2;
  }
}

int shared_local_temp(void) {
  int tmp = 0;
  // expected-note@+1 {{'tmp' is read after the loop: consider lastprivate(tmp)}}
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    // expected-warning@+3 {{data race on 'tmp': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+2 {{conflicting write of 'tmp' here}}
    // expected-warning@+1 {{data race on 'tmp': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    tmp = a[i] + 1;
    // expected-note@+1 {{conflicting read of 'tmp' here}}
    b[i] = tmp;
  }
  return tmp;
}
