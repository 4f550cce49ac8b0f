// A function is a library function by its declaration, never by its name: a
// program's own `fdim` with a body may write shared memory (here it races),
// so the loop is not analysed; the C library's `fdim` (a builtin, no body)
// is pure and the same loop is race-free.  The region check uses the same
// table: a program's `sqrtf` in a region's declaration is not trusted.
// RUN: %cc1 -DUSER -verify=user %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=lib %s

int x[101];
double y[100];

#ifdef USER
static int fdim(int i) { x[i + 1] = x[i]; return 0; }
static float sqrtf(float v) { x[0] = 1; return v; }

void user_fdim(void) {
  // user-warning@+1 {{loop not analyzed: call to 'fdim' may access shared memory [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    fdim(i);
}

void user_sqrtf_in_region(void) {
#pragma omp parallel // user-warning {{region not analyzed: call to 'sqrtf' may access shared memory [drsat]}}
  {
    float t = sqrtf(2.0f);
#pragma omp for
    for (int i = 0; i < 100; i++)
      y[i] = t;
  }
}
#else
double fdim(double, double);
float sqrtf(float);

void library_fdim(void) {
  // lib-remark@+1 {{loop is free of data races: 2 access pairs checked [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    y[i] = fdim(y[i], 1.0);
}

void library_sqrtf_in_region(void) {
  // lib-remark@+4 {{loop is free of data races: 1 access pairs checked [drsat]}}
#pragma omp parallel
  {
    float t = sqrtf(2.0f);
#pragma omp for
    for (int i = 0; i < 100; i++)
      y[i] = t;
  }
}
#endif
