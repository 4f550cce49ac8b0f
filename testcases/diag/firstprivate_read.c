// firstprivate copies start from the original: each thread that makes one
// reads it when the construct starts (OpenMP 5.2, 5.4.4), an access that
// races with another thread's write of the phase.  Found by attacking the
// nested regions with TSan + Archer; the reads were missing before.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

int omp_get_thread_num(void);
int b[8][100], x;

void loop_start(void) {
#pragma omp parallel num_threads(8)
  {
    int t = omp_get_thread_num();
    if (t == 0)
      x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with read in thread 1 [drsat]}}
#pragma omp for firstprivate(x) // expected-note {{conflicting read of 'x' here}} remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      b[t][i] = x;
  }
}

void after_barrier(void) {
#pragma omp parallel num_threads(8) // remarks-remark {{region is free of data races: 2 access pairs checked [drsat]}}
  {
    int t = omp_get_thread_num();
    if (t == 0)
      x = 1;
#pragma omp barrier
#pragma omp for firstprivate(x) // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      b[t][i] = x;
  }
}

void single_start(void) {
#pragma omp parallel num_threads(8)
  {
    if (omp_get_thread_num() == 0)
      x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with read in thread 1 [drsat]}}
#pragma omp single firstprivate(x) // expected-note {{conflicting read of 'x' here}}
    b[0][0] = x;
  }
}

void sections_start(void) {
#pragma omp parallel num_threads(8)
  {
    if (omp_get_thread_num() == 0)
      x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with read in thread 1 [drsat]}}
#pragma omp sections firstprivate(x) // expected-note {{conflicting read of 'x' here}}
    {
#pragma omp section
      b[0][0] = x;
#pragma omp section
      b[1][0] = x;
    }
  }
}
