// hist[k[i] % 10]++ under atomic is race-free, whatever k holds.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int hist[10];
int k[100];

void histogram(int n) {
  // remarks-remark@+1 {{loop is free of data races: 0 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    #pragma omp atomic
    hist[k[i] % 10]++;
  }
}
