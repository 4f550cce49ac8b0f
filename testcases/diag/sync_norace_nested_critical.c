// Twin of sync_race_nested_critical.c: an enclosing critical section still
// protects what a nested one does, and two accesses sharing any lock of
// their locksets do not race.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int x, y;

void outer_name_shared(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i % 2) {
      #pragma omp critical(A)
      {
        #pragma omp critical(B)
        x++;
      }
    } else {
      #pragma omp critical(A)
      x--;
    }
  }
}

void inner_name_shared(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i % 2) {
      #pragma omp critical(A)
      {
        #pragma omp critical(B)
        x++;
      }
    } else {
      #pragma omp critical(B)
      x--;
    }
  }
}

void atomic_in_critical(void) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    #pragma omp critical(A)
    {
      #pragma omp atomic
      y += i;
    }
    #pragma omp critical(A)
    x = y;
    #pragma omp critical(A)
    {
      #pragma omp atomic
      y -= 1;
    }
  }
}
