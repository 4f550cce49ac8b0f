// Code only one thread runs (master, single, a section, a task) or only
// some paths run (a switch case) must leave the locks every thread holds
// as they were: a lock one thread releases there is still held by the
// others, and one it takes there is not theirs.  Each region below has a
// data race (x++ without l in one thread, with it in the other), and was
// once wrongly proved race-free; now it names what it does not model.
// RUN: %clang -fplugin=%drsat -fopenmp -fsyntax-only -Xclang -verify %s
#include <omp.h>

omp_lock_t l;
int x;

void released_in_a_section(void) {
  #pragma omp parallel num_threads(2) // expected-warning {{region not analyzed: a lock released in a section of '#pragma omp sections', or set there under a condition, is not modelled yet [drsat]}}
  {
    if (omp_get_thread_num() >= 0)
      omp_set_lock(&l);
    #pragma omp sections nowait
    {
      #pragma omp section
      omp_unset_lock(&l);
    }
    x++;
  }
}

void taken_in_master(void) {
  #pragma omp parallel num_threads(2) // expected-warning {{region not analyzed: a lock released in '#pragma omp master', or set there under a condition, is not modelled yet [drsat]}}
  {
    #pragma omp master
    {
      if (omp_get_thread_num() >= 0)
        omp_set_lock(&l);
    }
    x++;
    #pragma omp master
    {
      if (omp_get_thread_num() >= 0)
        omp_unset_lock(&l);
    }
  }
}

void taken_in_single(void) {
  #pragma omp parallel num_threads(2) // expected-warning {{region not analyzed: a lock released in '#pragma omp single', or set there under a condition, is not modelled yet [drsat]}}
  {
    int mine = 0;
    #pragma omp single nowait
    {
      if (omp_get_thread_num() >= 0) {
        omp_set_lock(&l);
        mine = 1;
      }
    }
    x++;
    if (mine)
      omp_unset_lock(&l);
  }
}

void released_in_an_undeferred_task(void) {
  #pragma omp parallel num_threads(2) // expected-warning {{region not analyzed: a lock released in '#pragma omp task', or set there under a condition, is not modelled yet [drsat]}}
  {
    if (omp_get_thread_num() >= 0)
      omp_set_lock(&l);
    #pragma omp task if(0)
    {
      if (omp_get_thread_num() >= 0)
        omp_unset_lock(&l);
    }
    x++;
  }
}

void released_in_every_case(int c) {
  #pragma omp parallel num_threads(2) // expected-warning {{region not analyzed: the locks held differ at the end of a switch [drsat]}}
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
    x++;
  }
}

void handed_back_in_a_while_loop(int n) {
  // released and taken back in each pass: the same lock, held under
  // another condition than before -- not compared (DataRaceBench DRB188)
  #pragma omp parallel num_threads(2) // expected-warning {{region not analyzed: the locks held after an iteration of the loop at line 104 may differ from those before it; not modelled yet [drsat]}}
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
  #pragma omp parallel num_threads(2) // expected-warning {{region not analyzed: the locks held after an iteration of the loop at line 119 may differ from those before it; not modelled yet [drsat]}}
  {
    for (int k = 0; k < n; k++)
      if (k == 0)
        omp_set_lock(&l);
    x++;
    if (n > 0)
      omp_unset_lock(&l);
  }
}
