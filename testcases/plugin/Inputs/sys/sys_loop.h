static int sbuf[100];
static inline void swork(void) {
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    sbuf[i + 1] = sbuf[i];
}
