// A flag one worker raises once and others wait for orders them: a waiting
// loop that cannot end while the flag keeps its value from before the
// region ends only after reading the signal's write, atomically (release /
// acquire or seq_cst) or under the signal's critical, so what the signalling
// worker did before the signal happens before what a waiter does after its
// loop (DataRaceBench DRB182, DRB192).  Nothing else is ordered: the
// signaller after its signal, a waiter before its loop, a relaxed flag, a
// flag in two criticals, a signal that may come twice, a loop that may end
// by itself.  Chains of signals (wait for one, then raise another) are an
// order the pairs do not express: possible races.
// RUN: %clang -fplugin=%drsat -fplugin-arg-drsat-remarks -fopenmp -fsyntax-only -Xclang -verify %s
#include <omp.h>
int x, y, a[8];

void atomic_flag(void) {
  int s = 0;
  #pragma omp parallel sections num_threads(2) // expected-remark {{region is free of data races: 2 access pairs checked}}
  {
    #pragma omp section
    {
      x = 1;
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
      x = 2;
    }
  }
}

void critical_flag(void) {
  int s = 0;
  #pragma omp parallel sections // expected-remark {{region is free of data races: 3 access pairs checked}}
  {
    #pragma omp section
    {
      x = 1;
      for (int i = 0; i < 8; i++)
        a[i] = i;
      #pragma omp critical
      s = 1;
    }
    #pragma omp section
    {
      int done = 0;
      while (!done) {
        #pragma omp critical
        {
          if (s)
            done = 1;
        }
      }
      x = a[3] + 2;
    }
  }
}

void release_acquire_do(void) {
  int s = 5;
  #pragma omp parallel num_threads(4) // expected-remark {{region is free of data races: 1 access pairs checked}}
  {
    #pragma omp single nowait
    {
      x = 1;
      #pragma omp atomic write release
      s = 7;
    }
    int seen;
    do {
      #pragma omp atomic read acquire
      seen = s;
    } while (seen == 5);
    int r = x;
    (void)r;
  }
}

void master_flag(void) {
  int s = 0;
  #pragma omp parallel // expected-remark {{region is free of data races: 1 access pairs checked}}
  {
    #pragma omp master
    {
      x = 1;
      #pragma omp critical(flag)
      s = 1;
    }
    int go = 0;
    while (go == 0) {
      #pragma omp critical(flag)
      go = s != 0;
    }
    int r = x;
    (void)r;
  }
}

void after_the_signal(void) {
  int s = 0;
  #pragma omp parallel sections num_threads(2)
  {
    #pragma omp section
    {
      x = 1;
      #pragma omp atomic write seq_cst
      s = 1;
      x = 3; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1}}
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

void before_the_wait(void) {
  int s = 0;
  #pragma omp parallel sections num_threads(2)
  {
    #pragma omp section
    {
      x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1}}
      #pragma omp atomic write seq_cst
      s = 1;
    }
    #pragma omp section
    {
      int done = 0;
      x = 2; // expected-note {{conflicting write of 'x' here}}
      while (!done) {
        #pragma omp atomic read seq_cst
        done = s;
      }
    }
  }
}

void relaxed_flag(void) {
  // relaxed atomics order nothing (OpenMP 5.2, 1.4.6)
  int s = 0;
  #pragma omp parallel sections num_threads(2)
  {
    #pragma omp section
    {
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (the threads may be ordered by the loop at line 163 that waits for a shared flag)}}
      #pragma omp atomic write
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

void two_criticals(void) {
  // DRB193: the flag itself races, and orders nothing
  int s = 0;
  #pragma omp parallel sections num_threads(2)
  {
    #pragma omp section
    {
      x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1}}
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

void signal_twice(int n) {
  // the second pass's signal finds the flag raised: nothing waits for it
  int s = 0;
  #pragma omp parallel sections num_threads(2)
  {
    #pragma omp section
    {
      for (int k = 0; k < n; k++) {
        x = k; // expected-warning {{possible data race on 'x': write in thread 0 at k=0 conflicts with write in thread 1 when n=1 (the threads may be ordered by the loop at line 212 that waits for a shared flag) [drsat]}}
        #pragma omp atomic write seq_cst
        s = 1;
      }
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

void gives_up(void) {
  // the loop may end without the signal
  int s = 0;
  #pragma omp parallel sections num_threads(2)
  {
    #pragma omp section
    {
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (the threads may be ordered by the loop at line 235 that waits for a shared flag)}}
      #pragma omp atomic write seq_cst
      s = 1;
    }
    #pragma omp section
    {
      int done = 0, tries = 0;
      while (!done && tries < 1000) {
        #pragma omp atomic read seq_cst
        done = s;
        tries = tries + 1;
      }
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

void chain(void) {
  // 0 -> 1 -> 2: ordered through thread 1, which the pairs do not say
  int s = 0, t = 0;
  #pragma omp parallel sections num_threads(3)
  {
    #pragma omp section
    {
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (the access may come before the signal at line 263 on the signalling thread; the threads may be ordered by the loop at line 269 that waits for a shared flag) [drsat]}}
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
      #pragma omp atomic write seq_cst
      t = 1;
    }
    #pragma omp section
    {
      int done = 0;
      while (!done) {
        #pragma omp atomic read seq_cst
        done = t;
      }
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

void unknown_start(int s) {
  // the flag's value before the region is not known: it may be raised
  #pragma omp parallel sections num_threads(2)
  {
    #pragma omp section
    {
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (the threads may be ordered by the loop at line 291 that waits for a shared flag)}}
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

void task_before_signal(void) {
  // the task may run after the signal
  int s = 0;
  #pragma omp parallel sections num_threads(2)
  {
    #pragma omp section
    {
      #pragma omp task
      x = 1; // expected-warning {{possible data race on 'x': write in the task created at line 307 conflicts with write in thread 0 (the access may come before the signal at line 309 on the signalling thread) [drsat]}}
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

void written_back(void) {
  // linear(s) writes the flag back before the barrier: raised, but not by
  // the signal
  int s = 0;
  #pragma omp parallel num_threads(2)
  {
    #pragma omp for linear(s:1) // expected-remark {{loop is free of data races: 0 access pairs checked}}
    for (int i = 0; i < 2; i++) { }
    #pragma omp single nowait
    {
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with read in thread 1 (after barrier 1) (the threads may be ordered by the loop at line 339 that waits for a shared flag)}}
      #pragma omp atomic write seq_cst
      s = 1;
    }
    int done = 0;
    while (!done) {
      #pragma omp atomic read seq_cst
      done = s;
    }
    int r = x; // expected-note {{conflicting read of 'x' here}}
    (void)r;
  }
}

void inside_the_signal_critical(void) {
  // a waiter that read the flag entered the critical after all of the
  // signaller's, x = 3 included
  int s = 0;
  #pragma omp parallel sections num_threads(2) // expected-remark {{region is free of data races: 1 access pairs checked}}
  {
    #pragma omp section
    {
      #pragma omp critical
      {
        s = 1;
        x = 3;
      }
    }
    #pragma omp section
    {
      int done = 0;
      while (!done) {
        #pragma omp critical
        done = s;
      }
      x = 2;
    }
  }
}

void before_the_owner(void) {
  // thread 0's x = 1 comes before its master's signal: ordered, though no
  // mark says so; with a signal that may never come, x = 1 may have none
  int s = 0;
  #pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 0)
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (the access may come before the signal at line 384 on the signalling thread)}}
    #pragma omp master
    {
      #pragma omp atomic write seq_cst
      s = 1;
    }
    if (omp_get_thread_num() == 1) {
      int done = 0;
      while (!done) {
        #pragma omp atomic read seq_cst
        done = s;
      }
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}

void no_signal_no_wait(int c) {
  // with c == 1 nothing is signalled and the waiter never gets to x = 2
  int s = 0;
  #pragma omp parallel sections num_threads(2)
  {
    #pragma omp section
    {
      switch (c) {
      case 0:
        #pragma omp atomic write seq_cst
        s = 1;
        break;
      default:
        break;
      }
      if (c == 1)
        x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 when c=1 (the access may come before the signal at line 407 on the signalling thread)}}
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

static void raise_it(int *f) {
  #pragma omp atomic write seq_cst
  *f = 1;
}

void raised_through_a_call(void) {
  // the address escapes: raise_it may raise it at any time
  int s = 0;
  #pragma omp parallel sections num_threads(2)
  {
    #pragma omp section
    {
      raise_it(&s);
      x = 1; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (the threads may be ordered by the loop at line 448 that waits for a shared flag)}}
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

int s;  // a file-scope flag of the same name

void shadowed_flag(void) {
  // the waiter's `s` is the file-scope one, which nothing here raises and
  // which may be set already: the threads race
  int s = 0;
  #pragma omp parallel sections num_threads(2)
  {
    #pragma omp section
    {
      x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with write in thread 1}}
      #pragma omp atomic write seq_cst
      s = 1;
    }
    #pragma omp section
    {
      extern int s;
      int done = 0;
      while (!done) {
        #pragma omp atomic read seq_cst
        done = s;
      }
      x = 2; // expected-note {{conflicting write of 'x' here}}
    }
  }
}
