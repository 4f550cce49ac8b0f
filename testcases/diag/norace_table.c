// Reads of a read-only table are its initialiser's elements: indirect
// indices through a table of distinct values do not collide (DataRaceBench
// DRB052's pattern).  A table with external linkage is trusted on entry of
// main before any call that might change it (allocation is fine); a static
// table anywhere.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

void *malloc(unsigned long);

#define N 12
int indexSet[N] = {521, 523, 525, 527, 529, 531,
                   547, 549, 551, 553, 555, 557};

static const short perm[8] = {3, 0, 7, 1, 6, 2, 5, 4};
static unsigned char zeros[16];
static int grid[2][3] = {{0, 2, 4}, {6, 8, 10}};

int a[100];

void in_function(void) {
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 8; i++)
    a[perm[i]] = i;
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 16; i++)
    a[zeros[i] + i] = i;
  // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
  #pragma omp parallel for collapse(2)
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      a[grid[i][j]] = i + j;
}

int main(void) {
  double *base = (double *)malloc(sizeof(double) * (557 + 12 + 1));
  if (base == 0)
    return 1;
  double *xa1 = base;
  double *xa2 = base + 12;
  // remarks-remark@+1 {{loop is free of data races: 3 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < N; ++i) {
    int idx = indexSet[i];
    xa1[idx] += 1.0;
    xa2[idx] += 3.0;
  }
  in_function();
  return 0;
}
