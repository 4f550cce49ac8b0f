// bench: (i + 1)^4 == (j - 1)^2 (j + 2)(j + 3) has no solution with
// 0 <= i, j < 100, so the write and the read never meet (an unsat nonlinear
// query).  Expected: race-free, in well under a second.
void quartic(int *p) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    p[(i + 1) * (i + 1) * (i + 1) * (i + 1)] = p[(i - 1) * (i - 1) * (i + 2) * (i + 3)];
}
