// Twin of the rand() case in pointer_table.c: a library function given only
// numbers cannot name a global of the program -- unless the file hands a
// function of its own to the library (a signal handler that raise() runs,
// an atexit or qsort callback), which may write any global.  Then the call
// forgets the globals, and the race depends on n ("when n=...").
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s

#include <signal.h>
#include <stdlib.h>

int n = 20;
int c[100];
static void on_signal(int s) { (void)s; n = 1; }

int main(void) {
  signal(SIGUSR1, on_signal);
  n = 20;
  c[0] = raise(SIGUSR1);  // runs on_signal: n is 1 after it
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    c[i + n] = c[i]; // expected-warning {{data race on 'c': write of c[1] in iteration i=0 conflicts with read in iteration i=1 when n=1 [drsat]}} expected-note {{conflicting read of 'c' here}}
  return 0;
}
