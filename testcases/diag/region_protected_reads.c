// A region's thread reads back its own write of a shared variable (another
// thread's write would race with the read) -- except under a lock or in an
// atomic, where another thread's protected write of the same phase may be
// what it reads, with no race on the variable.  There the value is not
// tracked: `critical { t = s; s = 1; }` gives 0 to the first thread and 1 to
// the others, so a write under `if (t)` races with three threads.  Before,
// each thread was taken to read the value from before the region (0) and
// these regions were "free of data races".
// The diagnostics are written at the end of the lines they are reported on.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s
#include <omp.h>

int x, s, a[100];
omp_lock_t L;

// 1: the first thread in reads 0, every later one 1
void first_in_critical(void) {
  s = 0;
#pragma omp parallel
  {
    int t;
#pragma omp critical
    {
      t = s;
      s = 1;
    }
    if (t)
      x = 2; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (value of 's' read under a lock (another thread may have written it) is not tracked here) [drsat]}} expected-note {{conflicting write of 'x' here}}
  }
}

// 2: the same hand-off through an OpenMP lock
void first_in_lock(void) {
  s = 0;
#pragma omp parallel
  {
    int t;
    omp_set_lock(&L);
    t = s;
    s = 1;
    omp_unset_lock(&L);
    if (t)
      x = 2; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (value of 's' read under a lock (another thread may have written it) is not tracked here) [drsat]}} expected-note {{conflicting write of 'x' here}}
  }
}

// 3: sections: the second one reads 1 once the first has set it, and then
// writes x after the first one's write -- ordered only if the first wrote x
// before its critical section; here it writes it after
void section_sees_other_section(void) {
  s = 0;
#pragma omp parallel sections
  {
#pragma omp section
    {
#pragma omp critical
      s = 1;
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (value of 's' read under a lock (another thread may have written it) is not tracked here) [drsat]}}
    }
#pragma omp section
    {
      int t;
#pragma omp critical
      t = s;
      if (t)
        x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

// 4: a ticket from an atomic capture: each thread's own, not 0 for all (a
// race "proved" on a[0] would have been a false alarm with a wrong witness)
void ticket_capture(void) {
  s = 0;
#pragma omp parallel
  {
    int t;
#pragma omp atomic capture
    {
      t = s;
      s = s + 1;
    }
    a[t % 2] = 1; // expected-warning {{possible data race on 'a': write in thread 0 conflicts with write in thread 1 (value of 's' read by an atomic construct (another thread may have written it) is not tracked here) [drsat]}} expected-note {{conflicting write of 'a' here}}
  }
}

// 5: race-free twin: the value read under the lock decides nothing
void counter_only(void) {
  s = 0;
#pragma omp parallel // expected-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
    int t;
#pragma omp critical
    {
      t = s;
      s = t + 1;
    }
    a[omp_get_thread_num()] = t;
  }
}

// 6: racy twin: the write outside the lock needs no value read under it
void write_after_critical(void) {
  s = 0;
#pragma omp parallel
  {
#pragma omp critical
    s = s + 1;
    x = 2; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1 [drsat]}} expected-note {{conflicting write of 'x' here}}
  }
}

// 7: the loop after the critical section, built as its own construct, does
// not know the ticket either (and says where it was lost)
void loop_after_critical(void) {
  s = 0;
#pragma omp parallel // expected-remark {{region is free of data races: 1 access pairs checked [drsat]}}
  {
    int t;
#pragma omp critical
    {
      t = s;
      s = 1;
    }
#pragma omp for
    for (int i = 0; i < 100; i++)
      if (t)
        a[0] = i; // expected-warning {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 (value of 't' after '#pragma omp critical' is not tracked here) [drsat]}} expected-note {{conflicting write of 'a' here}}
  }
}
