// Twin of race_block_extern.c: a block-scope `extern` is the global itself
// (its extent, its other accesses), and a local that shadows a global is
// the iteration's own.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int x, g[100], a[100];

void extern_read_only(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    extern int x;
    a[i] = x;
  }
}

void extern_array_own_element(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    extern int g[];
    g[i] = g[i] + 1;
  }
}

void extern_and_global_under_one_critical(int k) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i % 2) {
      extern int x;
      #pragma omp critical
      x += i;
    } else {
      #pragma omp critical
      x -= k;
    }
  }
}

void local_shadows_global(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    int x = a[i];
    x = x * 2;
    a[i] = x;
  }
}

void static_read_only(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    static const int scale = 3;
    a[i] = scale * i;
  }
}
