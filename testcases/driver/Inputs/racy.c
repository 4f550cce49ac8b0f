/* A loop-carried dependence: iteration i writes a[i + 1], iteration i + 1
 * reads it.  drsat: race. */
#define N 100
int a[N];

void shift(void) {
#pragma omp parallel for
  for (int i = 0; i < N - 1; i++)
    a[i + 1] = a[i];
}
