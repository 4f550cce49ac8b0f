// A loop with math.h calls is analysed, so its races are found.  (At -cc1
// there are no system headers: the functions are declared here.)
// RUN: %cc1 -verify %s

double sqrt(double);
double fabs(double);
int printf(const char *, ...);

double y[100];

void math_calls(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++) {
    // expected-warning@+2 {{data race on 'y': write of y[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'y' here}}
    y[i + 1] = sqrt(fabs(y[i]));
    printf("%d\n", i);
  }
}
