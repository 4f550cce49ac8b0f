// switch, race-free: the cases split the iterations; the default case is
// unreachable for i >= 0.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[300], b[300];

void residues(void) {
  // a[3k] and a[3k + 2]; a fall-through mistake would write a[3k + 3].
  // Pairs: 6 among the three write sites of a, 1 on b.
  // remarks-remark@+1 {{loop is free of data races: 7 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 90; i++) {
    switch (i % 3) {
    case 0:
      a[i] = 0;
      break;
    case 1:
      a[i + 1] = 1;
      // fall through
    case 2:
      b[i] = 2;
      break;
    default:
      a[0] = 3;
      break;
    }
  }
}
