/* Race-free, and one loop drsat does not analyse: the build must pass
 * under -Werror. */
double a[1000], b[1000];
double opaque(double);

void scale(int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = 2 * b[i];
}

void apply(int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = opaque(b[i]);
}
