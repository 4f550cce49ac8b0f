// Advice never proposes a directive that would change what the loop
// computes: early exits, a loop variable or a private scalar read after the
// loop, a variable that wraps; and it asks only about plain loops outside
// OpenMP.
// RUN: %cc1 -plugin-arg-drsat advise -verify %s

double a[100], b[100];
int g(int);

void early_exit(void) {
  // expected-remark@+1 {{loop cannot be parallelised: 'break' leaves it early, which an OpenMP loop may not [drsat]}}
  for (int i = 0; i < 100; i++) {
    if (a[i] > 3)
      break;
  }
  // a 'break' of an inner loop or switch is fine
  // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for' is free of data races [drsat]}}
  for (int i = 0; i < 100; i++) {
    for (int j = 0; j < 4; j++)
      if (j == 2)
        break;
    switch (i) {
    case 1:
      break;
    }
    a[i] = 1;
  }
  // expected-remark@+1 {{loop cannot be parallelised: 'return' leaves it early, which an OpenMP loop may not [drsat]}}
  for (int i = 0; i < 100; i++)
    if (a[i] < 0)
      return;
}

int variable_read_after(void) {
  int i;
  // expected-remark@+1 {{loop cannot be parallelised: 'i' is read after the loop, where 'parallel for' leaves its value unspecified [drsat]}}
  for (i = 0; i < 100; i++)
    a[i] = 0;
  return i;
}

void variable_reassigned_after(void) {
  int i;
  // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for' is free of data races [drsat]}}
  for (i = 0; i < 100; i++)
    a[i] = 0;
  // i gets a new value before it is read again
  // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for' is free of data races [drsat]}}
  for (i = 0; i < 100; i++)
    b[i] = 1;
}

int variable_maybe_reassigned(int c) {
  int i;
  // expected-remark@+1 {{loop cannot be parallelised: 'i' is read after the loop, where 'parallel for' leaves its value unspecified [drsat]}}
  for (i = 0; i < 100; i++)
    a[i] = 0;
  if (c)
    i = 0;
  return i;
}

int variable_through_pointer(void) {
  int i, *p = &i;
  // expected-remark@+1 {{drsat cannot tell whether the loop can be parallelised: loop is not in canonical form: the address of the loop variable 'i' is taken [drsat]}}
  for (i = 0; i < 100; i++)
    a[i] = 0;
  int r = *p;
  i = 1;
  return r + i;
}

// in a time loop: the next step reassigns 'j' before reading it
void time_loop(int n) {
  int i, j;
  // expected-remark@+1 {{loop cannot be parallelised: data race on 'a': write of a[0] in iteration t=0, i=0, j=0 conflicts with write in iteration t=1, i=0, j=0 when n=2 [drsat]}}
  for (int t = 0; t < n; t++) {
    // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for private(j)' is free of data races [drsat]}}
    for (i = 0; i < 10; i++)
      for (j = 0; j < 10; j++)
        // expected-note@+1 {{one access here}} expected-note@+1 {{conflicting write of 'a' here}}
        a[10 * i + j] += 1;
    // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for' is free of data races [drsat]}}
    for (i = 0; i < 100; i++)
      b[i] = a[i];
  }
}

// ...but not when the next step may read the old value first
void time_loop_reads(int n) {
  int i, j = 0;
  // expected-remark@+1 {{loop cannot be parallelised: data race on 'j': write in iteration t=0, i=0 conflicts with read in iteration t=1 when n=2 [drsat]}}
  for (int t = 0; t < n; t++) {
    // expected-note@+1 {{conflicting read of 'j' here}}
    b[0] = j;
    // expected-remark@+1 {{loop cannot be parallelised: data race on 'j': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
    for (i = 0; i < 10; i++)
      // expected-note@+2 2 {{one access here}} expected-note@+2 {{conflicting write of 'j' here}}
      // expected-remark@+1 {{loop cannot be parallelised: 'j' is read after the loop, where 'parallel for' leaves its value unspecified [drsat]}}
      for (j = 0; j < 10; j++)
        // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for' is free of data races [drsat]}}
        for (int k = 0; k < 1; k++)
          a[10 * i + j + k] = 1;
  }
}

double scalar_read_after(void) {
  double t = 0;
  // expected-remark@+1 {{loop cannot be parallelised: data race on 't': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
  for (int i = 0; i < 100; i++) {
    // expected-note@+1 {{one access here}} expected-note@+1 {{conflicting write of 't' here}}
    t = a[i];
    b[i] = t;
  }
  return t;
}

void wraps(void) {
  // expected-remark@+1 {{drsat cannot tell whether the loop can be parallelised: loop variable 'c' wraps around before it equals the bound of '!=': OpenMP leaves the iteration count unspecified [drsat]}}
  for (unsigned char c = 250; c != 4; c++)
    a[c % 100] = 1;
}

void unknown_call(void) {
  // expected-remark-re@+1 {{drsat cannot tell whether the loop can be parallelised: {{.*}} [drsat]}}
  for (int i = 0; i < 100; i++)
    a[i] = g(i);
}

// loops of OpenMP constructs, of '#pragma drs' and inside regions are not
// asked about; nor are loops written by a macro
#define ZERO(v) for (int q_ = 0; q_ < 100; q_++) v[q_] = 0
void openmp(void) {
  // expected-remark@+1 {{loop cannot be parallelised: data race on 'a': write of a[0] in iteration k=0, q_=0 conflicts with write in iteration k=1, q_=0 [drsat]}}
  for (int k = 0; k < 2; k++) {
    // expected-note@+1 2 {{}}
    ZERO(a);
  }
  ZERO(b);
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 1; j++)
      a[i] = j;
#pragma omp parallel
  {
    int x = 0;
    for (int i = 0; i < 4; i++)
      x += i;
    (void)x;
  }
#pragma drs
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 1; j++)
      b[i] = j;
}

// no memory race, but output (or the thread asked about) would follow the
// schedule: never proposed, also through a function the loop calls
int printf(const char *, ...);
int omp_get_thread_num(void);
static void show(double v) { printf("%f\n", v); }
void order(void) {
  // expected-remark@+1 {{loop cannot be parallelised: it calls 'printf', whose effect depends on the order or the thread of the iterations [drsat]}}
  for (int i = 0; i < 100; i++)
    printf("%f\n", a[i]);
  // expected-remark@+1 {{loop cannot be parallelised: it calls 'printf', whose effect depends on the order or the thread of the iterations [drsat]}}
  for (int i = 0; i < 100; i++)
    show(a[i]);
  // expected-remark@+1 {{loop cannot be parallelised: it calls 'omp_get_thread_num', whose effect depends on the order or the thread of the iterations [drsat]}}
  for (int i = 0; i < 100; i++)
    a[i] = omp_get_thread_num();
  // math is fine
  // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for' is free of data races [drsat]}}
  for (int i = 0; i < 100; i++)
    a[i] = __builtin_sqrt(b[i]);
}

// a loop with OpenMP inside is not asked about; a loop whose variable the
// next worksharing loop reassigns is
void before_openmp(int n) {
  int i;
  // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for' is free of data races [drsat]}}
  for (i = 0; i < 100; i++)
    a[i] = i;
  for (int t = 0; t < n; t++) {
#pragma omp parallel for
    for (i = 0; i < 100; i++)
      b[i] = a[i];
  }
}

// OpenMP after the loop: a worksharing loop over the variable, or a region
// whose threads reassign it, gives it a new value; a task or a firstprivate
// copy does not reach it, so the old value is read afterwards
void region_reassigns(void) {
  int i;
  // expected-remark@+1 {{loop can be parallelised: '#pragma omp parallel for' is free of data races [drsat]}}
  for (i = 0; i < 100; i++)
    a[i] = i;
#pragma omp parallel
  {
#pragma omp for nowait
    for (i = 0; i < 100; i++)
      b[i] = a[i];
  }
  b[0] = i;
}

int task_copy(void) {
  int j;
  // expected-remark@+1 {{loop cannot be parallelised: 'j' is read after the loop, where 'parallel for' leaves its value unspecified [drsat]}}
  for (j = 0; j < 100; j++)
    a[j] = 0;
  // expected-warning@+1 {{region not analyzed: '#pragma omp task' is not modelled yet [drsat]}}
#pragma omp task
  {
    j = 1;
    b[1] = j;
  }
  return j;
}

int firstprivate_copy(void) {
  int j;
  // expected-remark@+1 {{loop cannot be parallelised: 'j' is read after the loop, where 'parallel for' leaves its value unspecified [drsat]}}
  for (j = 0; j < 100; j++)
    a[j] = 0;
#pragma omp parallel firstprivate(j) num_threads(1)
  {
    j = 1;
  }
  return j;
}
