// Arrays of every storage: global, local, static local, VLA.  A local array
// declared before the construct is shared by its iterations.
// RUN: %cc1 -verify %s

int g[10];

void global_array(void) {
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'g': write of g[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'g' here}}
    g[i + 1] = g[i];
}

int local_array(void) {
  int l[10] = {0};
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'l': write of l[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'l' here}}
    l[i + 1] = l[i];
  return l[2];
}

void static_array(void) {
  static int s[10];
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 's': write of s[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 's' here}}
    s[i + 1] = s[i];
}

int vla(int n) {
  int v[n];
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'v': write of v[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'v' here}}
    v[i + 1] = v[i];
  return v[0];
}
