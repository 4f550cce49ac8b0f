// Slots taken with `#pragma omp atomic capture` of `k = n++` are distinct:
// every execution of the capture yields a value no other execution yields,
// so out[k] never collides between iterations.  Only when every write of n
// in the loop is such a capture of one form (n++ here), on a shared n whose
// type cannot wrap without undefined behaviour; otherwise k is a value drsat
// does not track, and a collision is a possible race.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s
// RUN: %cc1 -plugin-arg-drsat dump-model=%t.json %s 2>/dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// JSON: "name": "k.1",
// JSON-NEXT: "label": "k",
// JSON-NEXT: "t": "i32",
// JSON-NEXT: "kind": "local",
// JSON-NEXT: "loop": -1,
// JSON-NEXT: "distinct": 0

int out[100], n;
unsigned un;

void slots(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    int k;
#pragma omp atomic capture
    k = n++;
    out[k] = i;
  }
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    int k, k2;
#pragma omp atomic capture
    k = n++;
#pragma omp atomic capture
    k2 = n++;
    out[k] = i;
    out[k2] = -i;
  }
}

void other_write_of_n(void) {
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    int k;
#pragma omp atomic capture
    k = n++;
    // expected-warning@+2 {{possible data race on 'out': write in iteration i=0 conflicts with write in iteration i=1 (value of 'n++' is not tracked here) [drsat]}}
    // expected-note@+1 {{conflicting write of 'out' here}}
    out[k] = i;
    if (i == 5) {
#pragma omp atomic
      n--;
    }
  }
}

void mixed_forms(void) {
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    int k;
    if (i % 2) {
#pragma omp atomic capture
      k = n++;
    } else {
#pragma omp atomic capture
      k = ++n;
    }
    // expected-warning@+2 {{possible data race on 'out': write in iteration i=0 conflicts with write in iteration i=1 (value of 'n++' is not tracked here; value of '++n' is not tracked here) [drsat]}}
    // expected-note@+1 {{conflicting write of 'out' here}}
    out[k] = i;
  }
}

void wrapping_counter(void) {
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    unsigned k;
#pragma omp atomic capture
    k = un++;
    // expected-warning@+2 {{possible data race on 'out': write in iteration i=0 conflicts with write in iteration i=1 (value of 'un++' is not tracked here) [drsat]}}
    // expected-note@+1 {{conflicting write of 'out' here}}
    out[k] = i;
  }
}

void slot_and_iteration(void) {
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    int k;
#pragma omp atomic capture
    k = n++;
    // expected-warning@+2 {{data race on 'out': write of out[1] in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    // expected-note@+2 {{conflicting write of 'out' here}}
    out[k] = i;
    out[i] = 0;
  }
}

// An orphaned `omp for` has no barrier at its start: the caller's code in
// other threads may still be writing n.
void orphaned(void) {
#pragma omp for
  for (int i = 0; i < 100; i++) {
    int k;
#pragma omp atomic capture
    k = n++;
    // expected-warning@+2 {{possible data race on 'out': write in iteration i=0 conflicts with write in iteration i=1 (value of 'n++' is not tracked here) [drsat]}}
    // expected-note@+1 {{conflicting write of 'out' here}}
    out[k] = i;
  }
}
