// bench: a histogram whose bins are quartic in the iteration and chosen by
// i % 4 (an else-if chain).  Bins of different iterations never coincide:
// 4*i^4 + r is injective over 0 <= i < 100, r = i % 4.  Expected: race-free,
// in well under a second.
void histogram(int *hist) {
  #pragma omp parallel for
  for (int i = 0; i < 100; i++) {
    if (i % 4 == 0)
      hist[4 * i * i * i * i + 0]++;
    else if (i % 4 == 1)
      hist[4 * i * i * i * i + 1]++;
    else if (i % 4 == 2)
      hist[4 * i * i * i * i + 2]++;
    else
      hist[4 * i * i * i * i + 3]++;
  }
}
