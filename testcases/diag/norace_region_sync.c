// Parallel regions: synchronisation.  Barriers (explicit, and the implicit
// ones ending `for`, `sections` and `single` without nowait) separate
// phases; `single` runs on one thread, `master` / `masked filter(k)` on
// thread 0 / k, each section of `sections` on one thread; critical (by
// name, all enclosing ones), atomic and OpenMP locks exclude each other.
// Race-free twins of race_region_sync.c.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

typedef struct omp_lock_s { void *p; } omp_lock_t;
typedef struct omp_nest_lock_s { void *p; } omp_nest_lock_t;
void omp_set_lock(omp_lock_t *);
void omp_unset_lock(omp_lock_t *);
int omp_test_lock(omp_lock_t *);
void omp_set_nest_lock(omp_nest_lock_t *);
void omp_unset_nest_lock(omp_nest_lock_t *);
omp_nest_lock_t nl;
int tp;
#pragma omp threadprivate(tp)
int omp_get_thread_num(void);
int a[100], b[100], x, y;
omp_lock_t l;

void single_then_barrier(void) {
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel
  {
    #pragma omp single
    x = 3;
    // every thread reads x after the single's barrier: one value, any
    a[x + omp_get_thread_num()] = 1;
  }
}

void master_then_barrier(void) {
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel
  {
    #pragma omp master
    x = 1;
    #pragma omp barrier
    a[omp_get_thread_num()] = x;
  }
}

void master_alone(void) {
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel
  {
    #pragma omp master
    x++;
    #pragma omp masked filter(0)
    y = x;
  }
}

void sections_apart(void) {
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel
  {
    #pragma omp sections
    {
      #pragma omp section
      x = 1;
      #pragma omp section
      y = 2;
    }
    #pragma omp single
    x = y;
  }
}

void sections_private(void) {
  int count = 0;
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel sections firstprivate(count)
  {
    #pragma omp section
    count++;
    #pragma omp section
    count++;
  }
}

void exclusion(void) {
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel
  {
    #pragma omp critical(A)
    {
      #pragma omp critical(B)
      x++;
    }
    #pragma omp critical(A)
    x--;
    #pragma omp atomic
    y += 1;
    #pragma omp atomic read
    b[omp_get_thread_num()] = y;
    omp_set_lock(&l);
    a[99]++;
    omp_unset_lock(&l);
  }
}

void loops_and_barriers(int n) {
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel
  {
    int t = omp_get_thread_num();
    #pragma omp for // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 50; i++)
      a[i] = i;
    if (t < 50)
      a[50 + t] = a[t];
    #pragma omp barrier
    #pragma omp for nowait // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 50; i++)
      a[i] += 1;
  }
}

void reduction_then_read(void) {
  int s = 0;
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel
  {
    #pragma omp for reduction(+: s) // remarks-remark {{loop is free of data races: 0 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      s += a[i];
    a[omp_get_thread_num()] = s;
  }
}

void time_steps(int n) {
  // every step's loops are separated by barriers: phase 2t and 2t + 1
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel
  for (int t = 0; t < n; t++) {
    #pragma omp for // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 1; i < 99; i++)
      b[i] = a[i - 1] + a[i + 1];
    #pragma omp for // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 1; i < 99; i++)
      a[i] = b[i];
  }
}

void barriers_in_loop(void) {
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel num_threads(50)
  {
    int id = omp_get_thread_num();
    for (int k = 0; k < 3; k++) {
      a[id] = k;
      #pragma omp barrier
      b[id] = a[(id + 1) % 50];
      #pragma omp barrier
    }
    #pragma omp single
    x = a[0];
  }
}

void lock_kinds(void) {
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel
  {
    if (omp_test_lock(&l)) {
      x++;
      omp_unset_lock(&l);
    }
    omp_set_nest_lock(&nl);
    omp_set_nest_lock(&nl);
    y++;
    omp_unset_nest_lock(&nl);
    omp_unset_nest_lock(&nl);
  }
}

void data_sharing(int n) {
  int v, s = 0;
  tp = n;
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel private(v) copyin(tp) reduction(+: s) default(none) shared(b)
  {
    #pragma omp single copyprivate(v)
    v = 42;
    tp += v;
    s += tp;
    b[omp_get_thread_num()] = v;
  }
}

void ordered_in_loop(void) {
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel
  {
    #pragma omp for ordered // remarks-remark {{loop is free of data races: 0 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++) {
      #pragma omp ordered
      x += i;
    }
    #pragma omp single
    y = x;
  }
}

void same_static_schedules(void) {
  // static loops of one count and chunk: iteration k of both on one thread
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel
  {
    #pragma omp for schedule(static) nowait // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      a[i] = i;
    #pragma omp for schedule(static) // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 100; i++)
      b[i] = a[i];
    #pragma omp for schedule(static, 4) nowait // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int i = 0; i < 50; i++)
      a[2 * i] = i;
    #pragma omp for schedule(static, 4) // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
    for (int j = 0; j < 100; j += 2)
      b[j] = a[j];
  }
}

void lock_on_some_paths(void) {
  // even threads take l first and release it after x++; the others take it
  // around x--: every access to x holds l
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel
  {
    int t = omp_get_thread_num();
    if (t % 2 == 0)
      omp_set_lock(&l);
    if (t % 2 == 0) {
      x++;
      omp_unset_lock(&l);
    } else {
      omp_set_lock(&l);
      x--;
      omp_unset_lock(&l);
    }
  }
}

void single_sets_for_everyone(void) {
  // after the single's barrier every thread reads the 4 it wrote
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel num_threads(8)
  {
    #pragma omp single
    x = 4;
    a[x * omp_get_thread_num()] = 1;
  }
}

void static_nowait_in_a_loop(int n) {
  // one static schedule and one trip count: iteration i runs on the same
  // thread in every encounter of both loops, so no encounter needs a wait
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel
  {
    for (int k = 0; k < n; k++) {
      #pragma omp for schedule(static) nowait // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
      for (int i = 0; i < 99; i++)
        a[i] += k;
      #pragma omp for schedule(static) nowait // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
      for (int i = 0; i < 99; i++)
        b[i] = a[i];
    }
  }
}

void nowait_loops_own_rows(int n) {
  // each encounter of the `for nowait` writes a row of its own
  // remarks-remark@+1 {{region is free of data races}}
  #pragma omp parallel
  {
    for (int k = 0; k < 10; k++) {
      #pragma omp for nowait // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
      for (int i = 0; i < 10; i++)
        a[k * 10 + i] = k + i;
    }
  }
}

void single_nowait_own_elements(void) {
  // each encounter writes an element of its own
  // remarks-remark@+1 {{region is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp parallel
  {
    for (int k = 0; k < 10; k++) {
      #pragma omp single nowait
      a[k] = k;
    }
  }
}

int lo, hi;
double d[1000];
long llo, lhi;

static void fill(int k) {
  #pragma omp for schedule(static) nowait // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = lo; i <= hi; i++)
    d[i] = k;
}

void static_nowait_bounds_in_variables(int n) {
  // NPB LU's pattern: bounds in globals the region never writes, the loop
  // in a function called once per k; one count in every encounter, so
  // iteration i stays on one thread (the count is compared, not assumed)
  #pragma omp parallel // remarks-remark {{region is free of data races: 6 access pairs checked [drsat]}}
  {
    for (int k = 1; k <= n; k++) {
      fill(k);
      #pragma omp for schedule(static) nowait // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
      for (int i = lo; i < hi + 1; i++)
        b[i] = d[i];
      #pragma omp for schedule(static) nowait // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
      for (int i = lo; i <= hi; i += 1)
        d[i] += 1;
    }
  }
}

void static_nowait_long_bounds(int n) {
  #pragma omp parallel // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
    for (int k = 1; k <= n; k++) {
      #pragma omp for schedule(static) nowait // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
      for (long i = llo; i < lhi; i += 3)
        d[i] += k;
    }
  }
}
