// What a region's model does not cover names itself: the region is "not
// analyzed" with the reason, never race-free by omission.  A loop waiting
// for another thread's flag orders threads in a way the model does not
// express: the races found are only possible, with that reason.
// RUN: %cc1 -verify %s

void *malloc(unsigned long);
int omp_get_thread_num(void);
typedef struct omp_lock_s { void *p; } omp_lock_t;
void omp_set_lock(omp_lock_t *);
void omp_unset_lock(omp_lock_t *);
omp_lock_t l;
void work(int *);
int a[100], x, flag;

void barrier_in_while_loop(int n) {
  #pragma omp parallel // expected-warning {{region not analyzed: a barrier inside a loop of the region is not modelled yet [drsat]}}
  {
    int k = 0;
    while (k < n) {
      a[omp_get_thread_num()] = k;
      #pragma omp barrier
      k++;
    }
  }
}

void barrier_under_condition(int n) {
  #pragma omp parallel // expected-warning {{region not analyzed: a barrier under a condition is not modelled yet [drsat]}}
  {
    if (n > 2) {
      #pragma omp barrier
    }
    x = 1;
  }
}

void sections_nowait_in_loop(int n) {
  #pragma omp parallel // expected-warning {{region not analyzed: a worksharing construct in a loop of the region without a barrier between its encounters is not modelled yet [drsat]}}
  {
    for (int k = 0; k < n; k++) {
      #pragma omp sections nowait
      { x = k; }
    }
  }
}

void barrier_deeper_in_loop(int n) {
  #pragma omp parallel // expected-warning {{region not analyzed: a barrier or worksharing construct nested deeper in a loop of the region is not modelled yet [drsat]}}
  {
    for (int k = 0; k < n; k++) {
      #pragma omp barrier
      if (n > 3) {
        #pragma omp barrier
      }
    }
  }
}

void waiting_for_a_flag(void) {
  #pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 0) {
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (the threads may be ordered by the loop at line 69 that waits for a shared flag) [drsat]}}
      #pragma omp atomic write
      flag = 1;
    } else {
      int done = 0;
      while (!done) {
        #pragma omp atomic read
        done = flag;
      }
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

void unknown_call(void) {
  #pragma omp parallel // expected-warning {{region not analyzed: call to 'work' may access shared memory [drsat]}}
  work(a);
}

void target_inside(void) {
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp target' in '#pragma omp parallel' is not modelled yet [drsat]}}
  {
    #pragma omp target
    x = 1;
  }
}

void nested_region(void) {
  // (nested regions: testcases/diag/nested_region.c)
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp task' inside the nested '#pragma omp parallel' at line 94 is not modelled yet [drsat]}}
  #pragma omp parallel // expected-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
  #pragma omp task
  x = 1; // expected-warning {{data race on 'x': write in the task created at line 95 by thread 0 conflicts with write in the task created at line 95 by thread 1 [drsat]}} expected-note {{conflicting write of 'x' here}}
}

void waiting_in_a_loop_construct(void) {
  // iterations that wait for each other's flags order themselves too
  #pragma omp parallel for // expected-note {{'x' is read after the loop: consider lastprivate(x)}}
  for (int i = 0; i < 2; i++) {
    if (i == 0) {
      x = 1; // expected-warning {{possible data race on 'x': write in iteration i=0 conflicts with write in iteration i=1 (the threads may be ordered by the loop at line 109 that waits for a shared flag) [drsat]}}
      #pragma omp atomic write
      flag = 1;
    } else {
      int done = 0;
      while (!done) {
        #pragma omp atomic read
        done = flag;
      }
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

int *shared_buf;

void allocation_shared(void) {
  #pragma omp parallel // expected-warning {{region not analyzed: pointer 'shared_buf' is written inside the region [drsat]}}
  {
    shared_buf = malloc(40);
    shared_buf[0] = 1;
  }
}

// A worksharing loop's bounds read from memory: each thread reads them for
// itself, which the model would make two iteration spaces.  Said, not
// misreported (this was an internal error of the model builder).
int gp[3];
double rows[10][10];

void bound_from_memory(void) {
  int i;
  #pragma omp parallel private(i) // expected-warning {{region not analyzed: a worksharing loop of the region whose bounds read memory is not modelled yet (each thread reads them for itself) [drsat]}}
  {
    #pragma omp single
    x = 1;
    #pragma omp for
    for (i = 0; i < gp[0]; i++)
      a[i] = i;
  }
}

static void orphaned_bound(void) {
  int i;
  #pragma omp for
  for (i = 0; i < gp[0]; i++)
    a[i] = i;
}

void calls_orphaned_bound(void) {
  #pragma omp parallel // expected-warning {{region not analyzed: a worksharing loop of the region whose bounds read memory is not modelled yet (each thread reads them for itself) [drsat]}}
  orphaned_bound();
}

// The sequential loop around an orphaned `for` (NPB BT's back substitution):
// both threads run the same instance of the `for`, but the enclosing loop's
// bounds come from memory each thread reads (was: "malformed model").
static void sweep(void) {
  int i, j;
  for (i = gp[0] - 2; i >= 0; i--) {
    #pragma omp for // expected-warning {{loop not analyzed: the enclosing loop at line 163 has bounds that each thread computes for itself (from 'gp[0]'); not modelled yet [drsat]}}
    for (j = 1; j < 9; j++)
      rows[i][j] = rows[i][j] - rows[i + 1][j];
  }
}

void calls_sweep(void) {
  #pragma omp parallel
  sweep();
}

void nowait_loop_in_while_loop(int n) {
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp for' inside a loop of the region is not modelled yet [drsat]}}
  {
    int k = 0;
    while (k < n) {
      #pragma omp for nowait
      for (int i = 0; i < 100; i++)
        a[i] = k;
      k++;
    }
  }
}

void nowait_lastprivate_in_loop(int n) {
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp for' with 'lastprivate', 'linear' or 'reduction' in a loop of the region without a barrier is not modelled yet [drsat]}}
  {
    for (int k = 0; k < n; k++) {
      #pragma omp for nowait lastprivate(x)
      for (int i = 0; i < 100; i++)
        x = a[i];
    }
  }
}

static int last_diagonal;
static void set_diagonal(int *k) { last_diagonal = *k; } // expected-warning {{data race on 'last_diagonal': write in thread 0 at k=0 conflicts with write in thread 1 at k=0 when n=1 [drsat]}} expected-note {{conflicting write of 'last_diagonal' here}}

void loop_counter_passed_on(int n) {
  // DataRaceBench DRB181: the counter's address goes to a call that only
  // reads through it, so the loop around the worksharing loop is still a
  // counted loop (it was "not analyzed"); every thread writes the static
  #pragma omp parallel
  {
    int k;
    for (k = 0; k < n; k++) {
      set_diagonal(&k); // expected-note 2 {{in 'set_diagonal' called here}}
      #pragma omp for
      for (int i = 0; i < 100; i++)
        a[i] = i;
    }
  }
}
