// Tasks in main outside any parallel region (plugin/ConstructFinder.cpp,
// plugin/BuildRegion.cpp): the initial thread, alone in its team, creates
// and runs them, so no two of their accesses are made by two threads -- no
// data race (OpenMP 5.2, 1.4.1), as under num_threads(1).  The body is still
// executed: what the model cannot follow (a region or a deferred target
// task inside) is reported.  The racy twin runs the same tasks in a region
// of more than one thread.  A task in another function may run in a
// caller's team in another file: not modelled.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat verbose %s 2>&1 | FileCheck %s

int a[100], x;

void elsewhere(void) {
  #pragma omp task // expected-warning {{region not analyzed: '#pragma omp task' is not modelled yet [drsat]}}
  x = 1;
}

int main(void) {
  int t = 2;
  // CHECK: tasks_initial.c:[[@LINE+1]]:3: 'taskgroup' in 'main': race-free; 2 accesses
  #pragma omp taskgroup
  {
    #pragma omp task
    a[0] = 1;
    #pragma omp task
    a[0] = t;
  }
  // CHECK: tasks_initial.c:[[@LINE+1]]:3: 'task' in 'main': race-free; 1 accesses
  #pragma omp task shared(x)
  x = 3;
  x = 4;
  #pragma omp parallel
  #pragma omp single
  #pragma omp taskgroup
  {
    #pragma omp task
    a[1] = 1; // expected-warning {{data race on 'a': write of a[1] in the task created at line 37 conflicts with write in the task created at line 39 [drsat]}}
    #pragma omp task
    a[1] = t; // expected-note {{conflicting write of 'a' here}}
  }
  #pragma omp task // expected-warning {{region not analyzed: '#pragma omp parallel for' nested in the region, inside a task, a 'teams' region or a target task, is not modelled yet [drsat]}}
  {
    #pragma omp parallel for // expected-warning {{loop not analyzed: a construct inside '#pragma omp task' is not modelled [drsat]}}
    for (int i = 0; i < 99; i++)
      a[i] = a[i + 1];
  }
  #pragma omp task // expected-warning {{region not analyzed: '#pragma omp target nowait' in a task of the initial thread is not modelled yet [drsat]}}
  {
    #pragma omp target nowait map(tofrom : x)
    x = 5;
    x = 6;
  }
  // nested three deep (DataRaceBench DRB127): one thread runs them all
  // CHECK: tasks_initial.c:[[@LINE+1]]:3: 'task' in 'main': race-free; 5 accesses
  #pragma omp task
  {
    #pragma omp task
    {
      a[2] = 1;
      #pragma omp task
      a[2] = 2;
      x = a[2];
    }
    a[2] = 3;
  }
  // what the deeper tasks hold is still read
  #pragma omp task // expected-warning {{region not analyzed: '#pragma omp target nowait' in a task of the initial thread is not modelled yet [drsat]}}
  {
    #pragma omp task
    #pragma omp task
    #pragma omp target nowait map(tofrom : x)
    x = 7;
  }
  // the twin in a team: two levels of nesting are not modelled there
  #pragma omp parallel // expected-warning {{region not analyzed: '#pragma omp task' nested two tasks deep is not modelled yet [drsat]}}
  #pragma omp single
  #pragma omp task
  {
    #pragma omp task
    {
      #pragma omp task
      a[3] = 2;
      a[3] = 1;
    }
  }
  return 0;
}
