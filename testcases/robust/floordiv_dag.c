// A value built by doubling 32 times (t2 = t1 + t1, ...) is a chain in the
// model's DAG but a tree of 2^32 leaves when walked naively.  The integer
// mode's floord/ceild recognition (encoder/drs_floordiv.c) walks linear
// forms with a step limit: without it this file took 27 s at 30 doublings
// and minutes at 32.  The timeout is far above the normal 0.1 s.
// RUN: timeout 60 %cc1 -verify %s
#define floord(n, d) (((n) * (d) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
int b[100];
void doubled(void) {
#pragma omp parallel for
  for (int i = 0; i < 4; i++) {
    long t1 = i + i;
    long t2 = t1 + t1;
    long t3 = t2 + t2;
    long t4 = t3 + t3;
    long t5 = t4 + t4;
    long t6 = t5 + t5;
    long t7 = t6 + t6;
    long t8 = t7 + t7;
    long t9 = t8 + t8;
    long t10 = t9 + t9;
    long t11 = t10 + t10;
    long t12 = t11 + t11;
    long t13 = t12 + t12;
    long t14 = t13 + t13;
    long t15 = t14 + t14;
    long t16 = t15 + t15;
    long t17 = t16 + t16;
    long t18 = t17 + t17;
    long t19 = t18 + t18;
    long t20 = t19 + t19;
    long t21 = t20 + t20;
    long t22 = t21 + t21;
    long t23 = t22 + t22;
    long t24 = t23 + t23;
    long t25 = t24 + t24;
    long t26 = t25 + t25;
    long t27 = t26 + t26;
    long t28 = t27 + t27;
    long t29 = t28 + t28;
    long t30 = t29 + t29;
    long t31 = t30 + t30;
    long t32 = t31 + t31;
    b[floord(t32 - (1L << 32) * i, 4) + 1] = // expected-warning {{data race on 'b': write of b[1] in iteration i=0 conflicts with write in iteration i=1 [drsat]}} expected-note {{conflicting write of 'b' here}}
        b[floord(t32 - (1L << 32) * i, 4) + 2] + b[floord(t32 - (1L << 32) * i, 4) + 3];
  }
}
