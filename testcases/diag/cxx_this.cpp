// C++ member functions: `this` is a pointer of unknown target the function
// never changes; members are reached through it (`a[i]` is `this->a[i]`).
// RUN: %cc1 -x c++ -plugin-arg-drsat remarks -verify %s

int omp_get_thread_num();

struct Grid {
  double a[100];
  int n;

  void shift() {
    #pragma omp parallel for
    for (int i = 0; i < 99; i++)
      a[i] = a[i + 1]; // expected-warning {{data race on 'this': write of this->a[1] in iteration i=1 conflicts with read in iteration i=0 [drsat]}} expected-note {{conflicting read of 'this' here}}
  }

  void scale() {
    #pragma omp parallel for // expected-remark {{loop is free of data races: 2 access pairs checked [drsat]}}
    for (int i = 0; i < 99; i++)
      this->a[i] = 2 * this->a[i];
  }

  void copy_from(const double *q) {
    #pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}} expected-note {{assuming 'q' and 'this' do not alias (different pointer variables of unknown origin)}}
    for (int i = 0; i < 100; i++)
      a[i] = q[i];
  }

  void count() {
    #pragma omp parallel for
    for (int i = 0; i < 100; i++)
      n += 1; // expected-warning {{data race on 'this': write of this->n in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 'this' here}}
  }

  void per_thread() {
    #pragma omp parallel num_threads(8) // expected-remark {{region is free of data races: 1 access pairs checked [drsat]}}
    a[omp_get_thread_num()] = 1;
  }

  void from_a_lambda() {
    auto f = [this]() {
      #pragma omp parallel for
      for (int i = 0; i < 99; i++)
        a[i + 1] = a[i]; // expected-warning {{data race on 'this': write of this->a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}} expected-note {{conflicting read of 'this' here}}
    };
    f();
  }
};

void use(Grid &g) { g.shift(); }
