// Code only one thread runs (master, single, a section, a task) or only
// some paths run (a switch case) must leave the locks every thread holds
// as they were: a lock one thread releases there is still held by the
// others, and one it takes there is not theirs.  Each region below but two
// has a data race (x++ without l in one thread, with it in the other), and
// was once wrongly proved race-free, then "not analyzed".  Now the region
// is built again with no OpenMP lock held by any access (fewer exclusions
// than the program has: a race-free verdict stays a proof) and every race
// found is only possible, as the locks may order the threads (a hand-made
// barrier, DataRaceBench DRB188/189).  `critical` is still tracked.
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify=remarks -fplugin-arg-drsat-remarks %s
#include <omp.h>

omp_lock_t l;
int x;

void released_in_a_section(void) {
  #pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() >= 0)
      omp_set_lock(&l);
    #pragma omp sections nowait
    {
      #pragma omp section
      omp_unset_lock(&l);
    }
    x++; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (OpenMP locks are not tracked here, and may order the accesses: a lock released in a section of '#pragma omp sections', or set there under a condition, is not modelled yet) [drsat]}} expected-note {{conflicting write of 'x' here}} remarks-warning {{possible data race on 'x'}} remarks-note {{conflicting write of 'x' here}}
  }
}

void taken_in_master(void) {
  #pragma omp parallel num_threads(2)
  {
    #pragma omp master
    {
      if (omp_get_thread_num() >= 0)
        omp_set_lock(&l);
    }
    x++; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (OpenMP locks are not tracked here, and may order the accesses: a lock released in '#pragma omp master', or set there under a condition, is not modelled yet) [drsat]}} expected-note {{conflicting write of 'x' here}} remarks-warning {{possible data race on 'x'}} remarks-note {{conflicting write of 'x' here}}
    #pragma omp master
    {
      if (omp_get_thread_num() >= 0)
        omp_unset_lock(&l);
    }
  }
}

void taken_in_single(void) {
  #pragma omp parallel num_threads(2)
  {
    int mine = 0;
    #pragma omp single nowait
    {
      if (omp_get_thread_num() >= 0) {
        omp_set_lock(&l);
        mine = 1;
      }
    }
    x++; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (OpenMP locks are not tracked here, and may order the accesses: a lock released in '#pragma omp single', or set there under a condition, is not modelled yet) [drsat]}} expected-note {{conflicting write of 'x' here}} remarks-warning {{possible data race on 'x'}} remarks-note {{conflicting write of 'x' here}}
    if (mine)
      omp_unset_lock(&l);
  }
}

void released_in_an_undeferred_task(void) {
  #pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() >= 0)
      omp_set_lock(&l);
    #pragma omp task if(0)
    {
      if (omp_get_thread_num() >= 0)
        omp_unset_lock(&l);
    }
    x++; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (OpenMP locks are not tracked here, and may order the accesses: a lock released in '#pragma omp task', or set there under a condition, is not modelled yet) [drsat]}} expected-note {{conflicting write of 'x' here}} remarks-warning {{possible data race on 'x'}} remarks-note {{conflicting write of 'x' here}}
  }
}

void released_in_every_case(int c) {
  #pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() >= 0)
      omp_set_lock(&l);
    switch (c) {
    case 1:
      if (omp_get_thread_num() >= 0)
        omp_unset_lock(&l);
      break;
    default:
      if (omp_get_thread_num() >= 0)
        omp_unset_lock(&l);
      break;
    }
    x++; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (OpenMP locks are not tracked here, and may order the accesses: the locks held differ at the end of a switch) [drsat]}} expected-note {{conflicting write of 'x' here}} remarks-warning {{possible data race on 'x'}} remarks-note {{conflicting write of 'x' here}}
  }
}

void handed_back_in_a_while_loop(int n) {
  // released and taken back in each pass: the same lock, held under
  // another condition than before -- not compared (DataRaceBench DRB188);
  // nothing shared is accessed
  // remarks-remark@+1 {{region is free of data races: 0 access pairs checked [drsat]}}
  #pragma omp parallel num_threads(2)
  {
    int tid = omp_get_thread_num();
    if (tid == 0)
      omp_set_lock(&l);
    #pragma omp barrier
    int k = 0;
    while (k < n) {
      if (tid == 0) {
        omp_unset_lock(&l);
        omp_set_lock(&l);
      }
      k++;
    }
    if (tid == 0)
      omp_unset_lock(&l);
  }
}

void kept_after_a_pass(int n) {
  #pragma omp parallel num_threads(2)
  {
    for (int k = 0; k < n; k++)
      if (k == 0)
        omp_set_lock(&l);
    x++; // expected-warning {{possible data race on 'x': write in thread 0 conflicts with write in thread 1 (OpenMP locks are not tracked here, and may order the accesses: the locks held after an iteration of the loop at line 126 may differ from those before it) [drsat]}} expected-note {{conflicting write of 'x' here}} remarks-warning {{possible data race on 'x'}} remarks-note {{conflicting write of 'x' here}}
    if (n > 0)
      omp_unset_lock(&l);
  }
}


// Race-free twins: what no lock protects stays race-free, and `critical`
// still excludes.
int a[2], y;
void untracked_but_own_element(int n) {
  // remarks-remark@+1 {{region is free of data races: 1 access pairs checked [drsat]}}
  #pragma omp parallel num_threads(2)
  {
    int tid = omp_get_thread_num();
    for (int k = 0; k < n; k++)
      if (k == 0)
        omp_set_lock(&l);
    a[tid] = 1;
    if (n > 0)
      omp_unset_lock(&l);
  }
}

void untracked_but_critical(int n) {
  // remarks-remark@+1 {{region is free of data races: 0 access pairs checked [drsat]}}
  #pragma omp parallel num_threads(2)
  {
    for (int k = 0; k < n; k++)
      if (k == 0)
        omp_set_lock(&l);
    #pragma omp critical
    y++;
    if (n > 0)
      omp_unset_lock(&l);
  }
}

// A hand-made barrier of two locks (DataRaceBench DRB188): the write and
// the read are ordered by the hand-offs, which drsat does not follow --
// possible, not proved
omp_lock_t l0, l1;
void hand_made_barrier(int n) {
  #pragma omp parallel num_threads(2)
  {
    int tid = omp_get_thread_num();
    if (tid == 0)
      omp_set_lock(&l0);
    else
      omp_set_lock(&l1);
    #pragma omp barrier
    for (int i = 0; i < n; i++) {
      if (tid == 0) {
        x = 0; // expected-warning {{possible data race on 'x': write in thread 0 at i=0 conflicts with read in thread 1 at i=0 (after barrier 1) when n=1 (OpenMP locks are not tracked here, and may order the accesses: the locks held after an iteration of the loop at line 180 may differ from those before it) [drsat]}} remarks-warning {{possible data race on 'x'}}
        omp_unset_lock(&l0);
        omp_set_lock(&l1);
      } else {
        omp_set_lock(&l0);
        omp_unset_lock(&l1);
        y = x; // expected-note {{conflicting read of 'x' here}} remarks-note {{conflicting read of 'x' here}}
      }
    }
  }
}
