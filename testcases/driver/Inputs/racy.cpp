// C++: the same dependence, in a namespace.  drsat: race.
namespace buf {
int a[64];
}

void shift() {
#pragma omp parallel for
  for (int i = 0; i < 63; i++)
    buf::a[i + 1] = buf::a[i];
}
