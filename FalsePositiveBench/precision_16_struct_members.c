// Precision: different members of struct array elements do not overlap.
// drsat-verdict: race-free
// RUN: %cc1 -verify %s
// expected-no-diagnostics

struct particle { double pos; double vel; };
struct particle p[1000];

void kernel(double dt) {
  #pragma omp parallel for
  for (int i = 0; i < 999; i++)
    p[i].pos = p[i].pos + dt * p[i + 1].vel * 0.0 + dt * p[i].vel;
}
