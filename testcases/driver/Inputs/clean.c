/* Every iteration touches only its own element.  drsat: race-free. */
#define N 100
int b[N];

void scale(void) {
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    b[i] = 2 * b[i];
}
