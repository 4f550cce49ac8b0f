// Infeasible-path pattern 4: guards that are constant false (literal,
// macro, const variable).
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

#define DEBUG 0
const int verbose = 0;
int x[100];
int log_count;

void kernel(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    x[i] = 2 * i;
    if (DEBUG)
      log_count++;
    if (verbose && i > 3)
      log_count = log_count + x[i];
    if (0)
      x[0] = x[i];
  }
}
