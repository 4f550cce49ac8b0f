// Twin of sync_race_atomic_macro.c: the atomic's `x`, written through a
// macro or not, in both update forms, is atomic against every other atomic
// access of it; what the statement only reads is not written by anyone.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

#define UPD(x, y) x += y
#define INC(x) x = x + 1

int a[2], b[100];

void macro_update(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 99; i++) {
    if (i % 2) {
      #pragma omp atomic
      UPD(a[i % 2], b[(i + 1) % 100]);
    } else {
      #pragma omp atomic
      a[(i + 1) % 2] += 1;
    }
  }
}

void macro_self_update(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    #pragma omp atomic
    INC(a[0]);
    #pragma omp atomic
    a[0] -= b[i];
  }
}
