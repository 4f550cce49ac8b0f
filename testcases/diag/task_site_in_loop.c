// A task site in a loop has instances only on the loop's iterations: the
// one a chain of dependences would run through is asked within them
// (encoder/drs_parallel.c, site_exists).  Before, the integer encoding let
// an instance at i = -2 (task position 1) stand between the two tasks made
// before the loop, the bit-vector encoding (the loop's narrow width) did
// not, and the region ended "not analyzed" on an internal error
// (difftest_tasks seed 3411, case 8).  The two tasks on A[0] are not
// ordered: their dependences share only `in` items.
// RUN: %cc1 -verify %s

int A[8], x, y;

void site_in_loop(void) {
  #pragma omp parallel num_threads(2)
  #pragma omp single
  {
    #pragma omp task depend(inout: A[0]) depend(in: A[3:1])
    {
      // expected-warning@+2 {{possible data race on 'A': write of A[0] in the task created at line 17 conflicts with read in the task created at line 25 (the tasks may be ordered by a chain of dependences through other task instances, which is not followed here) [drsat]}}
      // expected-warning@+1 {{possible data race on 'A': write of A[0] in the task created at line 17 conflicts with write in the task created at line 25 (the tasks may be ordered by a chain of dependences through other task instances, which is not followed here) [drsat]}}
      A[0] = 1;
    }
    #pragma omp task depend(in: A[3])
    x = 2;
    #pragma omp task depend(in: A[1]) depend(in: A[3:1])
    {
      A[0] = A[0]; // expected-note {{conflicting read of 'A' here}} expected-note {{conflicting write of 'A' here}}
    }
    for (int i = 0; i < 3; i++) {
      #pragma omp task depend(inout: A[i + 1])
      y = 2;
      #pragma omp taskwait
    }
  }
}
