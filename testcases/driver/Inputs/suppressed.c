int a[100], x;

void f(int *p, int n) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    x++; // NOLINT(drsat)
  #pragma omp taskloop // NOLINT
  for (int i = 0; i < n; i++)
    p[i] = 0;
}
