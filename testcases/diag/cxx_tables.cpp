// C++: a const table with a constant initialiser is a read-only table as
// in C (plugin/SymTable.cpp) -- `constexpr`, namespace-scope `const`, a
// static data member, a function's const local, a table in a template:
// `a[perm[i]]` over a permutation is race-free, over a table with a repeat
// a race with both iterations named.  A table whose initialiser runs at
// start-up (`next()`) is no table: its contents are not known, and the race
// it may cause is only possible.  (Writing a const object, through a
// const_cast or otherwise, is undefined: it cannot change the contents.)
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

int a[100];
constexpr int perm[6] = {3, 0, 5, 1, 4, 2};
const int twice[4] = {1, 2, 1, 0};
int next();
const int dyn[3] = {next(), 1, 2};
struct S {
  static const int tab[4];
};
const int S::tab[4] = {6, 4, 2, 0};

template <int N> void in_template() {
  static const int loc[N] = {2, 0, 1};
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}} expected-note {{in the instantiation 'in_template<3>'}}
  for (int i = 0; i < N; i++)
    a[loc[i]] = i;
}

void tables() {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 6; i++)
    a[perm[i]] += 1;
#pragma omp parallel for
  for (int i = 0; i < 4; i++)
    a[twice[i]] = i; // expected-warning {{data race on 'a': write of a[1] in iteration i=0 conflicts with write in iteration i=2 [drsat]}} expected-note {{conflicting write of 'a' here}}
#pragma omp parallel for
  for (int i = 0; i < 3; i++)
    a[dyn[i]] = i; // expected-warning {{possible data race on 'a': write of a[0] in iteration i=0 conflicts with write in iteration i=1 if dyn[0] = 0, dyn[1] = 0 (contents of 'dyn' are not known here) [drsat]}} expected-note {{conflicting write of 'a' here}}
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = 0; i < 4; i++)
    a[S::tab[i]] = i;
  const int local[3] = {4, 4, 5};
#pragma omp parallel for
  for (int i = 0; i < 3; i++)
    a[local[i]] = i; // expected-warning {{data race on 'a': write of a[4] in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 'a' here}}
  in_template<3>();
}
