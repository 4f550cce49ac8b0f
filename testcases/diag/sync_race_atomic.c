// An atomic update and a plain access of the same scalar race.
// RUN: %cc1 -verify %s

int a[100], b[100];
int cnt, total;

void atomic_vs_plain_read(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    #pragma omp atomic
    // expected-warning@+1 {{data race on 'cnt': write in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    cnt += 1;
    // expected-note@+1 {{conflicting read of 'cnt' here}}
    b[i] = cnt;
  }
}

void atomic_vs_plain_write(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    #pragma omp atomic update
    // expected-warning@+1 {{data race on 'total': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    total += a[i];
    if (i == 1)
      // expected-note@+1 {{conflicting write of 'total' here}}
      total = 0;
  }
}
