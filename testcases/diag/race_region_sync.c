// Racy twins of norace_region_sync.c: what `nowait` leaves unordered,
// master without a barrier, two sections writing one variable, critical
// sections of different names, an atomic against a plain access, a lock
// some threads do not take, a loop's result read before its barrier, a
// simd loop every thread runs whole, and a flush that orders nothing.
// RUN: %cc1 -verify %s

typedef struct omp_lock_s { void *p; } omp_lock_t;
void omp_set_lock(omp_lock_t *);
void omp_unset_lock(omp_lock_t *);
int omp_test_lock(omp_lock_t *);
int omp_get_thread_num(void);
int a[100], b[100], x, y;
omp_lock_t l;

void single_nowait(void) {
  #pragma omp parallel
  {
    #pragma omp single nowait
    x = 3; // expected-warning {{data race on 'x': write in thread 0 conflicts with read in thread 1 [drsat]}}
    a[omp_get_thread_num()] = x; // expected-note {{conflicting read of 'x' here}}
  }
}

void master_no_barrier(void) {
  #pragma omp parallel
  {
    #pragma omp master
    x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with read in thread 1 [drsat]}}
    a[omp_get_thread_num()] = x; // expected-note {{conflicting read of 'x' here}}
  }
}

void sections_same(void) {
  #pragma omp parallel sections
  {
    #pragma omp section
    x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1 [drsat]}}
    #pragma omp section
    x = 2; // expected-note {{conflicting write of 'x' here}}
  }
}

void critical_names(void) {
  #pragma omp parallel
  {
    #pragma omp critical(A)
    x++; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1 [drsat]}}
    #pragma omp critical(B)
    x--; // expected-note {{conflicting write of 'x' here}}
  }
}

void atomic_and_plain(void) {
  #pragma omp parallel
  {
    #pragma omp atomic
    y += 1; // expected-warning {{data race on 'y': write in thread 1 conflicts with write in thread 0 [drsat]}}
    if (omp_get_thread_num() == 0)
      y = 0; // expected-note {{conflicting write of 'y' here}}
  }
}

void lock_not_taken(void) {
  #pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
      omp_set_lock(&l);
      a[99]++; // expected-warning {{data race on 'a': write of a[99] in thread 0 conflicts with write in thread 1 [drsat]}}
      omp_unset_lock(&l);
    } else {
      a[99]--; // expected-warning {{data race on 'a': write of a[99] in thread 1 conflicts with write in thread 2 [drsat]}} // expected-note {{conflicting write of 'a' here}} // expected-note {{conflicting write of 'a' here}}
    }
  }
}

void loop_nowait(void) {
  #pragma omp parallel
  {
    #pragma omp for nowait
    for (int i = 0; i < 50; i++)
      a[i] = i; // expected-warning {{data race on 'a': write of a[1] in thread 0 at i=1 conflicts with read in thread 1 [drsat]}}
    if (omp_get_thread_num() < 50)
      a[50 + omp_get_thread_num()] = a[omp_get_thread_num()]; // expected-note {{conflicting read of 'a' here}}
  }
}

void reduction_read_early(void) {
  int s = 0;
  #pragma omp parallel
  {
    #pragma omp for reduction(+: s) nowait // expected-warning {{data race on 's': write in thread 0 conflicts with read in thread 1 [drsat]}}
    for (int i = 0; i < 100; i++)
      s += a[i];
    b[omp_get_thread_num()] = s; // expected-note {{conflicting read of 's' here}}
  }
}

void simd_in_every_thread(void) {
  #pragma omp parallel
  {
    #pragma omp simd
    for (int i = 0; i < 100; i++)
      a[i] = i; // expected-warning {{data race on 'a': write of a[0] in thread 0 at i=0 conflicts with write in thread 1 at i=0 [drsat]}} // expected-note {{conflicting write of 'a' here}}
  }
}

void flush_orders_nothing(void) {
  #pragma omp parallel
  {
    if (omp_get_thread_num() == 0)
      x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with read in thread 1 [drsat]}}
    #pragma omp flush
    if (omp_get_thread_num() == 1)
      y = x; // expected-note {{conflicting read of 'x' here}}
  }
}

void time_steps_nowait(int n) {
  // without the second barrier, step t + 1's first loop reads a while
  // step t's second loop writes it
  #pragma omp parallel
  for (int t = 0; t < n; t++) {
    #pragma omp for
    for (int i = 1; i < 99; i++)
      b[i] = a[i - 1] + a[i + 1]; // expected-warning {{data race on 'b': write of b[1] in thread 0 at t=1, i=1 conflicts with read in thread 1 at t=0, i=1 (after barrier 1) when n=2 [drsat]}} // expected-note {{conflicting read of 'a' here}} // expected-note {{conflicting read of 'a' here}}
    #pragma omp for nowait
    for (int i = 1; i < 99; i++)
      a[i] = b[i]; // expected-warning {{data race on 'a': write of a[1] in thread 0 at t=0, i=1 conflicts with read in thread 1 at t=1, i=2 (after barrier 1) when n=2 [drsat]}} // expected-warning {{data race on 'a': write of a[2] in thread 0 at t=0, i=2 conflicts with read in thread 1 at t=1, i=1 (after barrier 1) when n=2 [drsat]}} // expected-note {{conflicting read of 'b' here}}
  }
}

void last_step_and_after(void) {
  // the last iteration's code after its barrier and the code after the
  // loop are in one phase
  #pragma omp parallel num_threads(50)
  {
    int id = omp_get_thread_num();
    for (int k = 0; k < 3; k++) {
      #pragma omp barrier
      a[id] = k; // expected-warning {{data race on 'a': write of a[1] in thread 1 at k=2 conflicts with read in thread 0 (after barrier 3) [drsat]}}
    }
    b[id] = a[(id + 1) % 50]; // expected-note {{conflicting read of 'a' here}}
  }
}

void test_lock_failed(void) {
  // the branch that did not get the lock holds nothing
  #pragma omp parallel
  {
    if (omp_test_lock(&l)) {
      x++; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1 [drsat]}}
      omp_unset_lock(&l);
    } else {
      x--; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1 [drsat]}} // expected-note {{conflicting write of 'x' here}} // expected-note {{conflicting write of 'x' here}}
    }
  }
}

void ordered_of_two_loops(void) {
  // the ordered regions of one loop exclude each other, not another loop's
  #pragma omp parallel
  {
    #pragma omp for ordered nowait
    for (int i = 0; i < 100; i++) {
      #pragma omp ordered
      x += i; // expected-warning {{data race on 'x': write in thread 0 at i=0 conflicts with write in thread 1 at i=0 [drsat]}}
    }
    #pragma omp for ordered
    for (int i = 0; i < 100; i++) {
      #pragma omp ordered
      x -= i; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

void static_schedules_differ(void) {
  // counts differ, or another element of the same iteration: no rule helps
  #pragma omp parallel
  {
    #pragma omp for schedule(static) nowait
    for (int i = 0; i < 100; i++)
      a[i] = i; // expected-warning {{data race on 'a': write of a[0] in thread 0 at i=0 conflicts with read in thread 1 at i=0 [drsat]}}
    #pragma omp for schedule(static)
    for (int i = 0; i < 99; i++)
      b[i] = a[i]; // expected-note {{conflicting read of 'a' here}}
    #pragma omp for schedule(static) nowait
    for (int i = 0; i < 100; i++)
      a[i] = i; // expected-warning {{data race on 'a': write of a[1] in thread 0 at i=1 conflicts with read in thread 1 at i=0 (after barrier 1) [drsat]}}
    #pragma omp for schedule(static)
    for (int i = 0; i < 99; i++)
      b[i] = a[i + 1]; // expected-note {{conflicting read of 'a' here}}
  }
}

void lock_on_other_paths(void) {
  // thread 2 is even but takes no lock before x++
  #pragma omp parallel
  {
    int t = omp_get_thread_num();
    if (t % 3 == 0)
      omp_set_lock(&l);
    if (t % 2 == 0) {
      x++; // expected-warning {{data race on 'x': write in thread 2 conflicts with write in thread 4 [drsat]}} // expected-warning {{data race on 'x': write in thread 2 conflicts with write in thread 3 [drsat]}} // expected-note {{conflicting write of 'x' here}}
    } else {
      omp_set_lock(&l);
      x--; // expected-note {{conflicting write of 'x' here}}
    }
    omp_unset_lock(&l);
  }
}

void master_sets_zero(void) {
  // after the barrier every thread reads the 0 master wrote
  #pragma omp parallel num_threads(8)
  {
    #pragma omp master
    x = 0;
    #pragma omp barrier
    a[x * omp_get_thread_num()] = 1; // expected-warning {{data race on 'a': write of a[0] in thread 0 conflicts with write in thread 1 (after barrier 1) [drsat]}} // expected-note {{conflicting write of 'a' here}}
  }
}

void nowait_loop_in_a_loop(int n) {
  // the encounters of a `for nowait` in a loop of the region do not wait
  // for each other: without a static schedule, i may run on thread 0 in
  // one and on thread 1 in the next
  #pragma omp parallel
  {
    for (int k = 0; k < n; k++) {
      #pragma omp for nowait
      for (int i = 0; i < 100; i++)
        a[i] += k; // expected-warning {{data race on 'a': write of a[0] in thread 0 at k=0, i=0 conflicts with write in thread 1 at k=1, i=0 when n=2 [drsat]}} // expected-note {{conflicting write of 'a' here}}
    }
  }
}

void static_nowait_trip_varies(int n) {
  // schedule(static) gives iteration i one thread only among loops of one
  // trip count: here the count is k, so i moves between threads
  #pragma omp parallel
  {
    for (int k = 0; k < n; k++) {
      #pragma omp for schedule(static) nowait
      for (int i = 0; i < k; i++)
        a[i] += k; // expected-warning {{data race on 'a': write of a[0] in thread 0 at k=1, i=0 conflicts with write in thread 1 at k=2, i=0 when n=3 [drsat]}} // expected-note {{conflicting write of 'a' here}}
    }
  }
}

void static_nowait_shifted_in_a_loop(int n) {
  // one static schedule, but the second loop reads what another thread's
  // iteration of the first writes, and nothing waits between them
  #pragma omp parallel
  {
    for (int k = 0; k < n; k++) {
      #pragma omp for schedule(static) nowait
      for (int i = 0; i < 99; i++)
        a[i] = k; // expected-warning {{data race on 'a': write of a[1] in thread 0 at k=0, i=1 conflicts with read in thread 1 at k=0, i=0 when n=1 [drsat]}}
      #pragma omp for schedule(static) nowait
      for (int i = 0; i < 99; i++)
        b[i] = a[i + 1]; // expected-note {{conflicting read of 'a' here}}
    }
  }
}

void single_nowait_in_a_loop(int n) {
  // one thread per encounter, but not the same one, and nothing waits
  #pragma omp parallel
  {
    for (int k = 0; k < n; k++) {
      #pragma omp single nowait
      x = k; // expected-warning {{data race on 'x': write in thread 0 at k=0 conflicts with write in thread 1 at k=1 when n=2 [drsat]}} expected-note {{conflicting write of 'x' here}}
    }
  }
}

int lo, hi;
double d[1000];

void static_nowait_reversed(int n) {
  // one count in both loops, but the second runs i downwards: its logical
  // iteration 0 is i = hi, which the first loop gives to the last thread
  #pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
      #pragma omp for schedule(static) nowait
      for (int i = lo; i <= hi; i++)
        d[i] = k; // expected-warning {{data race on 'd': write of d[0] in thread 0 at k=1, i=0 conflicts with read in thread 1 at k=1, i=0 when n=1, lo=0, hi=1 [drsat]}}
      #pragma omp for schedule(static) nowait
      for (int i = hi; i >= lo; i--)
        b[i] = d[i]; // expected-note {{conflicting read of 'd' here}}
    }
  }
}

void dynamic_nowait_bounds_in_variables(int n) {
  // bounds the region never writes, but a dynamic schedule
  #pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
      #pragma omp for schedule(dynamic) nowait
      for (int i = lo; i <= hi; i++)
        d[i] += k; // expected-warning {{data race on 'd': write of d[0] in thread 0 at k=1, i=0 conflicts with write in thread 1 at k=2, i=0 when n=2, lo=0, hi=0 [drsat]}} expected-note {{conflicting write of 'd' here}}
    }
  }
}

void static_nowait_count_from_k(int n) {
  // the count depends on k: iteration i may move between threads
  #pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
      #pragma omp for schedule(static) nowait
      for (int i = lo; i < lo + k; i++)
        d[i] += k; // expected-warning {{data race on 'd': write of d[0] in thread 0 at k=1, i=0 conflicts with write in thread 1 at k=2, i=0 when n=2, lo=0 [drsat]}} expected-note {{conflicting write of 'd' here}}
    }
  }
}

static void grow(int *p) { *p = *p + 1; } // expected-warning {{data race on 'hi': write in thread 0 at k=1 conflicts with read in thread 1 at k=2 when n=2 [drsat]}} expected-note {{conflicting read of 'hi' here}} expected-warning {{data race on 'hi': write in thread 0 at k=1 conflicts with write in thread 1 at k=2 when n=2 [drsat]}} expected-note {{conflicting write of 'hi' here}} expected-warning {{data race on 'hi': write in thread 0 at k=1 conflicts with read in thread 1 at k=2 when n=2 [drsat]}}

void static_nowait_bound_grown_through_a_call(int n) {
  // hi changes between the encounters through a pointer in a call: the
  // count is not the same, so iteration i may move between threads (the
  // witness Z3 picks here differs between builds: matched by its shape)
  #pragma omp parallel
  {
    for (int k = 1; k <= n; k++) {
      #pragma omp single nowait
      grow(&hi); // expected-note {{in 'grow' called here}} expected-note {{in 'grow' called here}} expected-note {{in 'grow' called here}} expected-note {{in 'grow' called here}} expected-note {{in 'grow' called here}}
      #pragma omp for schedule(static) nowait
      for (int i = lo; i <= hi; i++) // expected-note {{conflicting read of 'hi' here}}
        d[i] += k; // expected-warning-re {{possible data race on 'd': write of d[{{[0-9]+}}] in thread {{[0-9]+}} at k={{[0-9]+}}, i={{-?[0-9]+}} conflicts with write in thread {{[0-9]+}} at k={{[0-9]+}}, i={{-?[0-9]+}} when n={{[0-9]+}}, lo={{-?[0-9]+}} (value of 'hi' is not tracked here) [drsat]}} expected-note {{conflicting write of 'd' here}}
    }
  }
}
