static int hbuf[100];
static inline void hwork(void) {
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    hbuf[i + 1] = hbuf[i];
}
