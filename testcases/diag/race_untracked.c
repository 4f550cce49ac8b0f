// Values drsat does not track never appear as witness values (issue 11,
// item 14; issue 12's possible races).  A counter of a while or do-while
// loop, or an index computed in floating point, may be anything in the
// query: a race that needs it is possible, and its element (computed from
// that value) is left out.  Contents of memory filled where drsat does not
// follow (a malloc'ed table filled by a loop) are inputs of the witness:
// the race is possible and the message names the entries it needs.  The
// twins use the same values where no index depends on them, or tables drsat
// knows.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=expected,remarks %s

void *malloc(unsigned long);

int a[64];
int b[64];

void do_counter(void) {
  #pragma omp parallel for
  for (int i = 0; i < 8; i++) {
    int j = 0;
    do {
      // expected-warning@+2 {{possible data race on 'a': write in iteration i=0 conflicts with write in iteration i=1 (value of 'j' after a loop is not tracked here) [drsat]}}
      // expected-note@+1 {{conflicting write of 'a' here}}
      a[j] = i;
      j++;
    } while (j < 4);
  }
}

void do_counter_value(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 8; i++) {
    int j = 0;
    do {
      j++;
    } while (j < 4);
    a[i] = j;
  }
}

void float_index(void) {
  #pragma omp parallel for
  for (int i = 0; i < 64; i++)
    // expected-warning@+2 {{possible data race on 'a': write in iteration i=0 conflicts with write in iteration i=1 (value of '(int)(i * 0.5)' is not tracked here) [drsat]}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[(int)(i * 0.5)] = i;
}

void float_value(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 64; i++)
    a[i] = (int)(i * 0.5);
}

void filled_table(void) {
  // the fill loop's values are known (diag/norace_filled_index.c): 3k + 1
  // are distinct
  int *set = malloc(8 * sizeof(int));
  for (int k = 0; k < 8; k++)
    set[k] = 3 * k + 1;
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 8; i++)
    b[set[i]] += 1;
}

static const int known[8] = {1, 4, 7, 10, 13, 16, 19, 22};

void known_table(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 8; i++)
    b[known[i]] += 1;
}

void filled_table_value(void) {
  int *set = malloc(8 * sizeof(int));
  for (int k = 0; k < 8; k++)
    set[k] = 3 * k + 1;
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 8; i++)
    b[i] = set[i];
}

void fall_through(void) {
  #pragma omp parallel for
  for (int i = 0; i < 8; i++) {
    int k = 0;
    switch (i % 2) {
    case 0:
      k = 1;
    case 1:
      k += 2;
    }
    // expected-warning@+2 {{possible data race on 'a': write in iteration i=0 conflicts with write in iteration i=1 (value of 'k' after a switch is not tracked here) [drsat]}}
    // expected-note@+1 {{conflicting write of 'a' here}}
    a[k] = i;
  }
}

void fall_through_value(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 8; i++) {
    int k = 0;
    switch (i % 2) {
    case 0:
      k = 1;
    case 1:
      k += 2;
    }
    a[i] = k;
  }
}
