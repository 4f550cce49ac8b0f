// Temporaries that are not shared: private(t), declared inside the body,
// or only read.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100], b[100];
int t;
int scale = 3;

void private_clause(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for private(t)
  for (int i = 0; i < 100; i++) {
    t = a[i];
    b[i] = t * 2;
  }
}

void declared_inside(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    int tmp = a[i];
    tmp = tmp * scale;
    b[i] = tmp;
  }
}

void private_local(void) {
  int x;
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for private(x)
  for (int i = 0; i < 100; i++) {
    x = i * scale;
    x += 1;
    b[i] = x;
  }
}

void shared_read_only(void) {
  int k = a[0];
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    b[i] = k + scale * i;
}
