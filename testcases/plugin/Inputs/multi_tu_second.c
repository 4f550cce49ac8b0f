// Second input of multi_tu.c.
void second(int *a, int n) {
  #pragma omp taskloop
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
