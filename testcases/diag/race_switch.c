// switch with break and fall-through: i = 1 falls from case 1 into case 2.
// RUN: %cc1 -verify %s

int a[100], b[100];

void fallthrough(void) {
  #pragma omp parallel for
  for (int i = 0; i < 3; i++) {
    switch (i) {
    case 0:
      a[i] = 0;
      break;
    case 1:
      // expected-warning@+1 {{data race on 'a': write of a[2] in iteration i=1 conflicts with write in iteration i=2 [drsat]}}
      a[i + 1] = 1;
      // fall through
    case 2:
      // expected-note@+1 {{conflicting write of 'a' here}}
      a[i] = 2;
      break;
    }
  }
}

void default_case(void) {
  // i = 2 takes case 2, i = 3 the default.
  #pragma omp parallel for
  for (int i = 0; i < 4; i++) {
    switch (i) {
    case 0:
    case 1:
      break;
    case 2:
      // expected-warning@+1 {{data race on 'b': write of b[0] in iteration i=2 conflicts with read in iteration i=3 [drsat]}}
      b[0] = i;
      break;
    default:
      // expected-note@+1 {{conflicting read of 'b' here}}
      b[i] = b[0];
    }
  }
}
