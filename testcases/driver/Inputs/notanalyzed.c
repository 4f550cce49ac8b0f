/* A construct drsat does not model: "not analyzed", no race claimed. */
void later(int *a, int n) {
#pragma omp taskloop
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
