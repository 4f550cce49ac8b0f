// C++ reference parameters of a called function (plugin/SymCall.cpp,
// refByValue): a parameter the callee only reads holds the value its
// object had at the call, which the caller reads there -- when nothing can
// change that object before the callee's reads (no write in the callee or
// what it calls, no barrier, address not taken, not shared with a task).
// A task copies the parameter at its creation (OpenMP 5.2, 5.1.1: formal
// arguments passed by reference are firstprivate in an orphaned task).
// Everything else stays "not analyzed".
// RUN: %cc1 -verify %s

extern "C" int omp_get_thread_num(void);

int a[100], b[100], g;

void gen_task(int &i) {
  #pragma omp task
  a[i] = i + 1;
}

// DataRaceBench DRB100: each task writes its own element
void tasks_own(void) {
  int i = 0;
  #pragma omp parallel
  #pragma omp single
  for (i = 0; i < 100; i++)
    gen_task(i);
}

void gen_task_half(int &i) {
  #pragma omp task
  a[i / 2] = i; // expected-warning {{data race on 'a': write of a[0] in the task created at line 30 (i=1) conflicts with write in the task created at line 30 (i=0) [drsat]}} expected-note {{conflicting write of 'a' here}}
}

void tasks_half(void) {
  int i = 0;
  #pragma omp parallel
  #pragma omp single
  for (i = 0; i < 100; i++)
    gen_task_half(i); // expected-note 2 {{in 'gen_task_half' called here}}
}

void set(const int &k) { b[k] = k; }

void loop_own(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    set(i);
}

void set_half(const int &k) { b[k] = k; } // expected-warning {{data race on 'b': write of b[0] in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 'b' here}}

void loop_temporary(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    set_half(i / 2);  // expected-note 2 {{in 'set_half' called here}}
}

int get(const int &v) { return v; }

// the object is read at the call: a write by another thread races with it
void shared_read(void) {
  int x = 0;
  #pragma omp parallel
  {
    if (omp_get_thread_num() == 0)
      x = 1; // expected-warning {{data race on 'x': write in thread 0 conflicts with read in thread 1 [drsat]}}
    int y = get(x); // expected-note {{conflicting read of 'x' here}}
    (void)y;
  }
}

// what is not modelled
void inc(int &r) { r++; }
void write_through(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) { // expected-warning@-1 {{loop not analyzed: call to 'inc' is not modelled yet: its reference parameter 'r' is written or bound further in the callee [drsat]}}
    int t = i;
    inc(t);
    b[t] = 0;
  }
}

int read_after_write(const int &r) { g = 5; return r; }
void callee_writes_object(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) // expected-warning@-1 {{loop not analyzed: call to 'read_after_write' is not modelled yet: its reference parameter 'r' is bound to 'g', which the callee modifies [drsat]}}
    b[i] = read_after_write(g);
}

int read_after_barrier(const int &r) {
  #pragma omp barrier
  return r;
}
void callee_barrier(void) {
  int x = 0;
  #pragma omp parallel // expected-warning {{region not analyzed: call to 'read_after_barrier' is not modelled yet: its reference parameter 'r' may be read after '#pragma omp barrier' in the callee [drsat]}}
  {
    int y = read_after_barrier(x);
    x = y;
  }
}

void gen_shared(int &i) {
  #pragma omp task shared(i)
  a[i] = 1;
}
void task_shares(void) {
  int i = 0;
  #pragma omp parallel // expected-warning {{region not analyzed: call to 'gen_shared' is not modelled yet: its reference parameter 'i' is named in a clause of '#pragma omp task' or shared by it [drsat]}}
  #pragma omp single
  for (i = 0; i < 100; i++)
    gen_shared(i);
}

void element(const int &e) { b[e] = 1; }
void bound_to_element(void) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) // expected-warning@-1 {{loop not analyzed: call to 'element' is not modelled yet: its reference parameter 'e' is bound to an expression other than a variable [drsat]}}
    element(a[i]);
}

// before the construct: a variable bound to a reference the callee writes
// through (or a lambda captures by reference) is no longer known
void add_one(int &r) { r += 1; }
void env_write_through(void) {
  int off = 0;
  add_one(off);
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    b[i] = b[i + off]; // expected-warning {{possible data race on 'b': write of b[1] in iteration i=1 conflicts with read in iteration i=0 (value of 'off' (its address is taken) is not tracked here) [drsat]}} expected-note {{conflicting read of 'b' here}}
}

void env_lambda(void) {
  int off = 0;
  auto bump = [&] { off = 1; };
  bump();
  // the lambda writes 'off' through its capture: its address is taken
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    b[i] = b[i + off]; // expected-warning-re {{possible data race on 'b': write of b[{{[0-9]+}}] in iteration i={{[0-9]+}} conflicts with read in iteration i={{[0-9]+}} (value of 'off' (its address is taken) is not tracked here) [drsat]}} expected-note {{conflicting read of 'b' here}}
}

// a read-only reference leaves the variable known
void env_read_only(void) {
  int off = 0;
  int y = get(off);
  (void)y;
  #pragma omp parallel for
  for (int i = 0; i < 50; i++)
    b[i] = b[i + off];
}

// a global bound to the reference while the callee writes through a
// pointer (which may point at it)
int *gp;
int read_after_store(const int &r) { *gp = 7; return r; }
void global_through_pointer(void) {
  #pragma omp parallel for // expected-warning {{loop not analyzed: call to 'read_after_store' is not modelled yet: its reference parameter 'r' is bound to 'g', a global, and the callee writes through memory [drsat]}}
  for (int i = 0; i < 100; i++)
    b[i] = read_after_store(g);
}

void gen_private(int &i) {
  #pragma omp task default(private) shared(a)
  a[i] = 1;
}
void task_private_copy(void) {
  int i = 0;
  #pragma omp parallel // expected-warning {{region not analyzed: call to 'gen_private' is not modelled yet: its reference parameter 'i' is named in a clause of '#pragma omp task' or shared by it [drsat]}}
  #pragma omp single
  for (i = 0; i < 100; i++)
    gen_private(i);
}

// the bound global named in the callee through a block-scope extern: the
// same variable, which the callee modifies
int gk;
int bump_then_read(const int &r) {
  extern int gk;
  gk = r + 1;
  return r;
}
void extern_alias(void) {
  extern int gk;
  #pragma omp parallel
  #pragma omp single
  b[0] = bump_then_read(gk); // expected-warning@-2 {{region not analyzed: call to 'bump_then_read' is not modelled yet: its reference parameter 'r' is bound to 'gk', which the callee modifies [drsat]}}
}
