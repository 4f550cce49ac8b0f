// C++ clause operands with effects but no call in the AST: a constructor,
// a temporary's destructor, a default member initializer (a fourth attack
// round with TSan + Archer: proved race-free before).
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

int cnt, n, a[100];
struct Bump {
  Bump() { cnt++; }
};
struct Tmp {
  int v = 2;
  ~Tmp() { cnt++; }
};
struct T {
  int v = n++;
};

void constructor(void) {
#pragma omp parallel num_threads(2)
  {
#pragma omp for schedule(dynamic, (Bump(), 2)) // expected-warning {{loop not analyzed: '(Bump(), 2)' in a clause of '#pragma omp for' (evaluated by each thread that meets it) is not modelled yet [drsat]}}
    for (int i = 0; i < 100; i++)
      a[i] = i;
  }
}

void destructor(void) {
#pragma omp parallel num_threads(2)
  {
#pragma omp for schedule(dynamic, Tmp().v) // expected-warning {{loop not analyzed: 'Tmp().v' in a clause of '#pragma omp for' (evaluated by each thread that meets it) is not modelled yet [drsat]}}
    for (int i = 0; i < 100; i++)
      a[i] = i;
  }
}

void member_initializer(void) {
#pragma omp parallel num_threads(2)
  {
#pragma omp for schedule(dynamic, T{}.v) // expected-warning {{loop not analyzed: 'T{}.v' in a clause of '#pragma omp for' (evaluated by each thread that meets it) is not modelled yet [drsat]}}
    for (int i = 0; i < 100; i++)
      a[i] = i;
  }
}
