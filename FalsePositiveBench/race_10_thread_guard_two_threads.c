// True race: thread 0 and thread 1 both write the shared scalar; the
// feasible twin of precision_17.
// drsat-verdict: race
// RUN: %cc1 -verify %s

int omp_get_thread_num(void);
int s;

void kernel(void) {
  // expected-note@+1 {{'s' is read after the loop: consider lastprivate(s)}}
  #pragma omp parallel for
  for (int i = 0; i < 20; i++) {
    if (omp_get_thread_num() == 0)
      // expected-warning@+1 {{data race on 's': write in iteration i=0 conflicts with write in iteration i=1 [drsat]}}
      s = i;
    if (omp_get_thread_num() == 1)
      // expected-note@+1 {{conflicting write of 's' here}}
      s = -i;
  }
}
