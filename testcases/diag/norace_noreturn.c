// A path that calls a library function that does not return (abort, exit,
// glibc's assert failure) ends there; GNU statement expressions (glibc's
// assert macro) are executed statement by statement.  Race-free twin of
// race_noreturn.c.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics
void abort(void);

int a[100];

void asserted(int n) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    ({ if (!(i < 100)) abort(); });   /* what glibc's assert expands to */
    a[i] = i;
  }
}

void aborted_beyond(int n) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i >= 50)
      abort();
    a[i % 50] = ({ int t = i; t + 1; });
  }
}
