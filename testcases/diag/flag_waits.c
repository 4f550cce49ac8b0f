// A loop that waits for a shared flag can order its thread after another
// only through a synchronising pair: it reads, under a critical section or
// atomically, a value another worker writes under the same critical name or
// atomically (OpenMP 5.2, 1.4.4-1.4.6).  Then a race it could prevent is
// only possible ("the threads may be ordered by the loop ...").  A flag
// written by a plain store, under another critical name, or only by the
// waiting worker itself orders nothing: the races stay proved (DataRaceBench
// DRB183, DRB193).  A flush, a lock routine or a call of unknown effect
// keeps the order possible.
// The diagnostics are written at the end of the lines they are reported on.
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s
#include <omp.h>

int x, s;
omp_lock_t L;
void unknown_effect(void);

// 1: the hand-off of DRB182: seq_cst atomics on both sides may order the
// second section after the first
void atomic_pair(void) {
  s = 0;
#pragma omp parallel sections
  {
#pragma omp section
    {
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (the threads may be ordered by the loop at line 33 that waits for a shared flag)}}
#pragma omp atomic write seq_cst
      s = 1;
    }
#pragma omp section
    {
      int done = 0;
      while (!done) {
#pragma omp atomic read seq_cst
        done = s;
      }
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

// 2: the flag's store is not atomic: no synchronisation, x races (and s)
void plain_store(void) {
  s = 0;
#pragma omp parallel sections
  {
#pragma omp section
    {
      x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1 [drsat]}}
      s = 1; // expected-warning {{possible data race on 's': write in thread 0 conflicts with read in thread 1 (value of 'done' after a loop is not tracked here) [drsat]}}
    }
#pragma omp section
    {
      int done = 0;
      while (!done) {
#pragma omp atomic read seq_cst
        done = s; // expected-note {{conflicting read of 's' here}}
      }
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

// 3: one critical name, both sides (DRB192): possible
void same_critical(void) {
  s = 0;
#pragma omp parallel sections
  {
#pragma omp section
    {
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (the threads may be ordered by the loop at line 78 that waits for a shared flag)}}
#pragma omp critical
      s = 1;
    }
#pragma omp section
    {
      int done = 0;
      while (!done) {
#pragma omp critical
        if (s)
          done = 1;
      }
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

// 4: two critical names (DRB193): no common lock, no order
void other_critical(void) {
  s = 0;
#pragma omp parallel sections
  {
#pragma omp section
    {
      x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1 [drsat]}}
#pragma omp critical(A)
      s = 1; // expected-warning {{possible data race on 's': write in thread 0 conflicts with read in thread 1 (value of 'done' after a loop is not tracked here) [drsat]}}
    }
#pragma omp section
    {
      int done = 0;
      while (!done) {
#pragma omp critical(B)
        if (s) // expected-note {{conflicting read of 's' here}}
          done = 1;
      }
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

// 5: the waiting section is the only writer of its flag
void own_flag(void) {
  s = 0;
#pragma omp parallel sections
  {
#pragma omp section
    x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1 [drsat]}}
#pragma omp section
    {
      int done = 0;
      while (!done) {
#pragma omp critical
        {
          s = s + 1;
          done = s > 3;
        }
      }
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

// 6: the same waiting loop run by every thread of a region: one thread's
// writes may release another
void every_thread_waits(void) {
  s = 0;
#pragma omp parallel
  {
    int done = 0;
    while (!done) {
#pragma omp critical
      {
        done = s;
        s = 1;
      }
    }
    x = 2; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (the threads may be ordered by the loop at line 141 that waits for a shared flag)}} expected-note {{conflicting write of 'x' here}}
  }
}

// 7: flushes around a flag written and read plainly order nothing (a flush
// synchronises only through atomics, OpenMP 5.2 1.4.4): both race
void flushed(void) {
  s = 0;
#pragma omp parallel sections
  {
#pragma omp section
    {
      x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1 [drsat]}}
#pragma omp flush
      s = 1; // expected-warning {{possible data race on 's': write in thread 0 conflicts with read in thread 1 (value of 'done' after a loop is not tracked here) [drsat]}}
    }
#pragma omp section
    {
      int done = 0;
      while (!done) {
#pragma omp flush
        done = s; // expected-note {{conflicting read of 's' here}}
      }
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

// 8: a single the region meets on every pass of a loop: its encounters are
// workers of their own, so one may wait for another's write
void single_in_loop(void) {
  s = 0;
#pragma omp parallel
  {
    for (int k = 0; k < 2; k++) {
#pragma omp single nowait
      {
        int done = 0;
        while (!done) {
#pragma omp critical
          {
            done = s;
            s = 1;
          }
        }
        x = 2; // expected-warning {{possible data race on 'x': write in thread 0 at k=0 conflicts with write in thread 1 at k=1 (the threads may be ordered by the loop at line 186 that waits for a shared flag) [drsat]}} expected-note {{conflicting write of 'x' here}}
      }
    }
  }
}

// 9: the hand-off through an OpenMP lock: the wait orders the sections
// (a proved race here was a false alarm)
omp_lock_t l;
void lock_hand_off(void) {
  s = 0;
#pragma omp parallel sections
  {
#pragma omp section
    {
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (the threads may be ordered by the loop at line 216 that waits for a shared flag)}}
      omp_set_lock(&l);
      s = 1;
      omp_unset_lock(&l);
    }
#pragma omp section
    {
      int done = 0;
      while (!done) {
        omp_set_lock(&l);
        done = s;
        omp_unset_lock(&l);
      }
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

// 10: the critical read in a function the loop calls
static int flag_set(void) {
  int v;
#pragma omp critical
  v = s;
  return v;
}
void wait_in_callee(void) {
  s = 0;
#pragma omp parallel sections
  {
#pragma omp section
    {
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (the threads may be ordered by the loop at line 245 that waits for a shared flag)}}
#pragma omp critical
      s = 1;
    }
#pragma omp section
    {
      while (!flag_set())
        ;
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

// 11: a worksharing loop of a region: the release is in the region's other
// code, a chain of waits (iteration 0 -> master -> iteration 1)
int w;
void chain_through_region(void) {
  s = 0;
  w = 0;
#pragma omp parallel // expected-remark {{region is free of data races: 3 access pairs checked}}
  {
#pragma omp for nowait // expected-note {{'x' is read after the loop: consider lastprivate(x)}}
    for (int i = 0; i < 2; i++) {
      if (i == 0) {
        x = 1; // expected-warning {{possible data race on 'x': write in iteration i=0 conflicts with write in iteration i=1 (the threads may be ordered by the loop at line 268 that waits for a shared flag)}}
#pragma omp critical
        w = 1;
      } else {
        int done = 0;
        while (!done) {
#pragma omp critical
          done = s;
        }
        x = 2; // expected-note {{conflicting write of 'x' here}}
      }
    }
#pragma omp master
    {
      int d = 0;
      while (!d) {
#pragma omp critical
        d = w;
      }
#pragma omp critical
      s = 1;
    }
  }
}

// 7b: flushes with an atomic flag: the loop may order the threads
void flushed_atomic(void) {
  s = 0;
#pragma omp parallel sections
  {
#pragma omp section
    {
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (the threads may be ordered by the loop at line 303 that waits for a shared flag)}}
#pragma omp flush
#pragma omp atomic write
      s = 1;
    }
#pragma omp section
    {
      int done = 0;
      while (!done) {
#pragma omp atomic read
        done = s;
#pragma omp flush
      }
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

// 9: an orphaned worksharing loop waiting on a plain flag between flushes
// (NPB LU's pipeline): whatever the team's other code does, reading
// nothing atomically the loop orders nothing -- v and fl race
int fl[8], v[8];
void pipeline(void) {
#pragma omp for nowait schedule(static)
  for (int i = 1; i < 8; i++) {
    if (i != 1)
      while (fl[i - 1] == 0) { // expected-note {{conflicting read of 'fl' here}}
#pragma omp flush(fl)
      }
    v[i] = v[i - 1] + 1; // expected-warning {{data race on 'v': write of v[1] in iteration i=1 conflicts with read in iteration i=2}} expected-note {{conflicting read of 'v' here}}
    fl[i] = 1; // expected-warning {{data race on 'fl': write of fl[1] in iteration i=1 conflicts with read in iteration i=2}}
#pragma omp flush(fl)
  }
}
