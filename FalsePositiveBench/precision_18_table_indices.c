// Precision pattern: indirect indices through a read-only table of distinct
// values, two views 12 elements apart of one buffer (DataRaceBench DRB052).
// Reading the table as unknown memory would report a race.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

void *malloc(unsigned long);

#define N 18
int indexSet[N] = {521, 523, 525, 527, 529, 531,
                   547, 549, 551, 553, 555, 557,
                   573, 575, 577, 579, 581, 583};

int main(void) {
  double *base = (double *)malloc(sizeof(double) * (583 + 12 + 1));
  if (base == 0)
    return 1;
  double *xa1 = base;
  double *xa2 = base + 12;
  #pragma omp parallel for
  for (int i = 0; i < N; ++i) {
    int idx = indexSet[i];
    xa1[idx] += 1.0;
    xa2[idx] += 3.0;
  }
  return 0;
}
