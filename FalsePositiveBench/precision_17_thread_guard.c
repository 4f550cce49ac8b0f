// Precision pattern: writes to a shared scalar that only thread 0 makes
// (`if (omp_get_thread_num() == 0)`) are in that thread's program order
// (DataRaceBench DRB171).  The buffer is threadprivate: each thread's own.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

int omp_get_thread_num(void);
static double x[20];
#pragma omp threadprivate(x)
double j, k;

void kernel(void) {
  #pragma omp parallel for default(shared)
  for (int i = 0; i < 20; i++) {
    x[i] = -1.0;
    if (omp_get_thread_num() == 0)
      j = x[0];
    if (omp_get_thread_num() == 0)
      k = i + 0.05;
  }
}
