// Tables whose contents are not certain at the loop are unknown memory:
// written somewhere in the translation unit, with its address escaping,
// or (external linkage) read outside main or after a call.  And a table
// with a repeated value collides even when certain.
// RUN: %cc1 -verify %s

void init(void);

static int dup[6] = {0, 1, 2, 3, 2, 5};
static int written[4] = {0, 1, 2, 3};
static int escapes[4] = {0, 1, 2, 3};
int extern_tbl[4] = {0, 1, 2, 3};
int after_call[4] = {0, 1, 2, 3};
int *leak = escapes;
int a[100];

void set(int k) { written[k] = 0; }

void repeated(void) {
  #pragma omp parallel for
  for (int i = 0; i < 6; i++)
    // expected-warning@+2 {{data race on 'a': write of a[2] in iteration i=2 conflicts with write in iteration i=4 [drsat]}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[dup[i]] = i;
}

void not_read_only(void) {
  #pragma omp parallel for
  for (int i = 0; i < 4; i++)
    // expected-warning@+2 {{data race on 'a': write of a[}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[written[i]] = i;
  #pragma omp parallel for
  for (int i = 0; i < 4; i++)
    // expected-warning@+2 {{data race on 'a': write of a[}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[escapes[i]] = i;
}

void outside_main(void) {
  #pragma omp parallel for
  for (int i = 0; i < 4; i++)
    // expected-warning@+2 {{data race on 'a': write of a[}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[extern_tbl[i]] = i;
}

int main(void) {
  init();
  #pragma omp parallel for
  for (int i = 0; i < 4; i++)
    // expected-warning@+2 {{data race on 'a': write of a[}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[after_call[i]] = i;
  return 0;
}
