// A worksharing loop's header is evaluated by each thread that meets the
// loop, outside its iterations: a read of a shared bound races with a
// write the threads are not ordered with, and is ordered by a barrier.
// (Before: "internal error in the model builder" for both.)
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s

int lo, a[100];

void bound_written_nowait(void) {
  int i;
  #pragma omp parallel private(i)
  {
    #pragma omp single nowait
    lo = 5; // expected-warning {{data race on 'lo': write in thread 0 conflicts with read in thread 1 [drsat]}} remarks-warning {{data race on 'lo'}}
    #pragma omp for // remarks-remark {{loop is free of data races: 1 access pairs checked}}
    for (i = lo; i < 10; i++) // expected-note {{conflicting read of 'lo' here}} remarks-note {{conflicting read of 'lo' here}}
      a[i] = 0;
  }
}

void bound_written_before_barrier(void) {
  int i;
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel private(i)
  {
    #pragma omp single
    lo = 5;
    #pragma omp for // remarks-remark {{loop is free of data races: 1 access pairs checked}}
    for (i = lo; i < 10; i++)
      a[i] = 0;
  }
}
