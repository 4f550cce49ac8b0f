/* demo.c -- drsat's first example: one loop with a data race, one without.
 *
 *   clang-19 -fopenmp -fplugin=build/lib/libdrsat.so \
 *            -fplugin-arg-drsat-remarks -fsyntax-only examples/demo.c
 *
 * warns about smooth(): iteration i reads a[i + 1], which iteration i + 1
 * writes at the same time; the warning names the element and the two
 * iterations, a note points at the other access.  scale() gets a remark: it
 * was proved free of data races (each iteration touches only its own b[i]
 * and only reads a).
 */
#define N 1000

int a[N], b[N];

void smooth(void) {
#pragma omp parallel for
  for (int i = 0; i < N - 1; i++)
    a[i] = (a[i] + a[i + 1]) / 2;
}

void scale(int k) {
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    b[i] = k * a[i];
}
