// Clause expressions that write or call (`num_threads(n++)`, `if(n++)`,
// `schedule(dynamic, k++)`, a call in num_threads) are evaluated by each
// thread that meets the directive -- Clang does so for a directive inside a
// region and for a worksharing construct -- and they are not children of
// the directive in the AST.  They were invisible: the regions below were
// proved race-free while TSan + Archer reported the race on n, k or cnt.
// Found by attacking the nested regions (third round).
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

int omp_get_thread_num(void);
int omp_get_num_threads(void);
int n = 1, k = 1, cnt;
int a[100], b[4][4];

int nt(void) {
  cnt++;
  return 2;
}

void nested_num_threads(void) {
#pragma omp parallel num_threads(2) // expected-warning {{region not analyzed: 'n++ % 2 + 1' in a clause of '#pragma omp parallel' (evaluated by each thread that meets it) is not modelled yet [drsat]}}
  {
    int t = omp_get_thread_num();
#pragma omp parallel num_threads(n++ % 2 + 1) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    b[t][omp_get_thread_num()] = 1;
  }
}

void nested_if(void) {
#pragma omp parallel num_threads(2) // expected-warning {{region not analyzed: 'n++' in a clause of '#pragma omp parallel' (evaluated by each thread that meets it) is not modelled yet [drsat]}}
  {
    int t = omp_get_thread_num();
#pragma omp parallel num_threads(2) if (n++) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    b[t][omp_get_thread_num()] = 1;
  }
}

void nested_call(void) {
#pragma omp parallel num_threads(2) // expected-warning {{region not analyzed: 'nt()' in a clause of '#pragma omp parallel' (evaluated by each thread that meets it) is not modelled yet [drsat]}}
  {
    int t = omp_get_thread_num();
#pragma omp parallel num_threads(nt()) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    b[t][omp_get_thread_num()] = 1;
  }
}

// a worksharing loop's chunk: every thread of the team evaluates it
void schedule_chunk(void) {
#pragma omp parallel num_threads(2)
  {
#pragma omp for schedule(dynamic, k++) // expected-warning {{loop not analyzed: 'k++' in a clause of '#pragma omp for' (evaluated by each thread that meets it) is not modelled yet [drsat]}}
    for (int i = 0; i < 100; i++)
      a[i] = i;
  }
}

// twins: a clause that only reads, and a combined construct, whose clauses
// the encountering thread evaluates once before the team starts
void reads_only(void) {
#pragma omp parallel num_threads(2) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming every subscript of 'b' lies within its extent (out-of-bounds subscripts are undefined behaviour, C11 J.2)}}
  {
    int t = omp_get_thread_num();
#pragma omp parallel num_threads(n % 2 + 1) // remarks-remark {{region is free of data races: 1 access pairs checked [drsat]}} remarks-note {{assuming nested parallel regions run with more than one thread (OMP_MAX_ACTIVE_LEVELS of at least 2)}}
    b[t][omp_get_thread_num()] = 1;
  }
}

void combined_once(void) {
#pragma omp parallel for schedule(dynamic, k++) // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 100; i++)
    a[i] = i;
}

// code before a construct: the clause's write counts (m is 2 afterwards,
// so a[i * m] and a[i * m + 1] never meet; with m still 1 they would)
void before_the_construct(void) {
  int m = 1;
#pragma omp parallel num_threads(m++)
  {
  }
#pragma omp parallel for // remarks-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
  for (int i = 0; i < 40; i++)
    a[i * m] = a[i * m + 1];
}

void before_the_construct_racy(void) {
  int m = 2;
#pragma omp parallel num_threads(m--)
  {
  }
#pragma omp parallel for
  for (int i = 0; i < 40; i++)
    a[i * m] = a[i * m + 1]; // expected-warning {{data race on 'a': write of a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}} expected-note {{conflicting read of 'a' here}}
}

// operands the threads read: a write by one thread without a barrier
// races with them (a fourth attack round; proved race-free before)
void chunk_read(void) {
#pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 0)
      k = 4; // expected-warning {{data race on 'k': write in thread 0 conflicts with read in thread 1 [drsat]}}
#pragma omp for schedule(dynamic, k) // remarks-remark {{loop is free of data races: 1 access pairs checked [drsat]}} expected-note {{conflicting read of 'k' here}}
    for (int i = 0; i < 100; i++)
      a[i] = i;
  }
}

void task_if_read(void) {
#pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 0)
      k = 0; // expected-warning {{data race on 'k': write in thread 0 conflicts with read in thread 1 [drsat]}}
#pragma omp task if (k) // expected-note {{conflicting read of 'k' here}}
    {
    }
  }
}

// a linear step and a variably modified cast: operands that are not
// children of anything in the AST
void linear_step(void) {
  int j = 0;
#pragma omp parallel num_threads(2)
  {
#pragma omp for linear(j : k++) // expected-warning {{loop not analyzed: 'k++' in a clause of '#pragma omp for' (evaluated by each thread that meets it) is not modelled yet [drsat]}}
    for (int i = 0; i < 10; i++)
      a[i] = j;
  }
}

void vm_cast_before(void) {
  int m = 2;
  (void)(int(*)[m--])0;
#pragma omp parallel for // expected-warning {{loop not analyzed: a variably modified type whose size expression writes or calls (not modelled) [drsat]}}
  for (int i = 0; i < 40; i++)
    a[i * m] = a[i * m + 1];
}
