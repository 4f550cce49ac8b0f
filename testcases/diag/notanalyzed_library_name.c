// A function is a library function by its declaration, never by its name: a
// program's own `fdim` with a body is executed through its body (here it
// races); the C library's `fdim` (a builtin, no body) is pure and the same
// loop is race-free.  The region check uses the same table: a program's
// `sqrtf` in a region's declaration is not trusted (it writes x[0]).
// RUN: %cc1 -DUSER -verify=user %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=lib %s

int x[101];
double y[100];

#ifdef USER
static int fdim(int i) { x[i + 1] = x[i]; return 0; } // user-warning {{data race on 'x': write of x[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}} // user-note {{conflicting read of 'x' here}}
static float sqrtf(float v) { x[0] = 1; return v; } // user-warning {{data race on 'x': write of x[0] in thread 0 conflicts with write in thread 1 [drsat]}} // user-note {{conflicting write of 'x' here}}

void user_fdim(void) {
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    fdim(i); // user-note {{in 'fdim' called here}} // user-note {{in 'fdim' called here}}
}

void user_sqrtf_in_region(void) {
#pragma omp parallel
  {
    float t = sqrtf(2.0f); // user-note {{in 'sqrtf' called here}} // user-note {{in 'sqrtf' called here}}
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
