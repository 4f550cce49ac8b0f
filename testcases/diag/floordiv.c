// PLUTO's floord and ceild over C's truncating `/` are encoded in the
// integer mode as one SMT-LIB div each (encoder/drs_floordiv.c): floor(x/d)
// and ceil(x/d) wherever the C expression is defined.  Negative dividends
// are where truncation, floor and ceiling differ.  The *_group loops have
// three pairs on 'b', so they are asked together over Z3 Int
// (drs_group.c), whose "unsatisfiable" is final: each is racy only at b[50],
// and turns race-free if floord is read as ceild (floor_group, ceil_group)
// or if `-((-x + d) / d)`, one off, is taken for floord (offby1_group).
// The identities hold only with the exact floor and ceiling; the races'
// witnesses are the ones C gives (checked by brute force).
// RUN: %clang -fsyntax-only -fopenmp -fplugin=%drsat -fplugin-arg-drsat-remarks -Xclang -verify %s

#define floord(n, d) (((n) * (d) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define ceild(n, d) (((n) * (d) < 0) ? -((-(n)) / (d)) : ((n) + (d) - 1) / (d))
#define offby1(n, d) (((n) * (d) < 0) ? -((-(n) + (d)) / (d)) : (n) / (d))

int b[200];

void floor_group(void) {
#pragma omp parallel for
  for (int i = 1; i < 4; i++)
    b[(floord(i, 4) * 4 == i - (i % 4 + 4) % 4) ? 50 : i + 20] = // expected-warning {{data race on 'b': write of b[50] in iteration i=1 conflicts with write in iteration i=2 [drsat]}} expected-note {{conflicting write of 'b' here}}
        b[(floord(i, 4) == 0) ? i + 20 : 50] + b[(floord(i, 4) < 0) ? 50 : i + 20];
}

void ceil_group(void) {
#pragma omp parallel for
  for (int i = -3; i < 0; i++)
    b[(ceild(i, 4) * 4 == i + (4 - (i % 4 + 4) % 4) % 4) ? 50 : i + 20] = // expected-warning {{data race on 'b': write of b[50] in iteration i=-3 conflicts with write in iteration i=-2 [drsat]}} expected-note {{conflicting write of 'b' here}}
        b[(ceild(i, 4) == 0) ? i + 20 : 50] + b[(ceild(i, 4) > 0) ? 50 : i + 20];
}

void offby1_group(void) {
#pragma omp parallel for
  for (int i = -8; i < 0; i++)
    b[(offby1(i, 4) == floord(i, 4)) ? i + 20 : 50] = // expected-warning {{data race on 'b': write of b[50] in iteration i=-8 conflicts with write in iteration i=-4 [drsat]}} expected-note {{conflicting write of 'b' here}}
        b[(offby1(i, 4) != floord(i, 4)) ? i + 30 : i + 20] + b[(offby1(i, 4) < -9) ? 50 : i + 20];
}

void floor_identity(void) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = -20; i < 20; i++)
    b[(floord(i, 4) * 4 == i - (i % 4 + 4) % 4) ? i + 20 : 50] = i;
}

void ceil_identity(void) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int i = -20; i < 20; i++)
    b[(ceild(i, 4) * 4 == i + (4 - (i % 4 + 4) % 4) % 4) ? i + 20 : 50] = i;
}

void floor_race(void) {
#pragma omp parallel for
  for (int i = -6; i < 6; i++)
    b[floord(i - 7, 3) + 10] = i; // expected-warning {{data race on 'b': write of b[6] in iteration i=-5 conflicts with write in iteration i=-4 [drsat]}} expected-note {{conflicting write of 'b' here}}
}

void ceil_race(void) {
#pragma omp parallel for
  for (int i = -6; i < 6; i++)
    b[ceild(2 * i + 1, 3) + 10] = i; // expected-warning {{data race on 'b': write of b[7] in iteration i=-6 conflicts with write in iteration i=-5 [drsat]}} expected-note {{conflicting write of 'b' here}}
}

void tiles(int n) {
#pragma omp parallel for // expected-remark {{loop is free of data races: 1 access pairs checked [drsat]}}
  for (int t = 0; t <= floord(n - 1, 16); t++)
    for (int i = 16 * t; i <= (16 * t + 15 < n - 1 ? 16 * t + 15 : n - 1); i++)
      b[i] = t;
}

void overlapping_tiles(int n) {
#pragma omp parallel for
  for (int t = ceild(n, 8) - 2; t <= floord(n, 8); t++)
    for (int i = 8 * t - 1; i <= 8 * t + 7; i++)
      b[i + 20] = t; // expected-warning {{data race on 'b': write of b[11] in iteration t=-2, i=-9 conflicts with write in iteration t=-1, i=-9 when n=0 [drsat]}} expected-note {{conflicting write of 'b' here}}
}
