#!/usr/bin/env python3
"""Differential test of flat offsets through pointers (solver/drs_radix.c).

Generates loops that hand a pointer into a multi-dimensional array to a
function writing a block through it -- blk(A[i][j]) writing b[m][n] for m
and n in ranges that sometimes run past the block or the row (past the row
the subscript of the row array is undefined, C11 J.2; drsat keeps the flat
layout there rather than exclude the access) -- or a segment of a
1-D array, seg(&v[j * S + c], len) and seg(&v[k * S1 + j * S2 + c], len)
with k an inner loop, and compares drsat's verdict with the truth,
found by enumerating every pair of iterations over the flat element
indices (the flat layout is what drsat models for an access through such a
pointer).  Every case keeps its elements inside the array, so the only
question is whether two iterations of the parallel loop write one element.

  scripts/difftest_radix.py --plugin build/lib/libdrsat.so --seed 1 --count 60
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile


def races(writes):
    """True when two different iterations j write one element: writes
    yields (j, element) in any order."""
    owner = {}
    for j, e in writes:
        if owner.setdefault(e, j) != j:
            return True
    return False


def block_case(rng):
    d = [rng.randint(2, 6) for _ in range(4)]
    m0, n0 = rng.randint(0, 1), rng.randint(0, 1)
    # m may run past the block (b[m] moves the pointer on) and n past its
    # row (b[m][d3]: undefined in C, C11 J.2, but drsat must not exclude
    # it silently: it keeps the flat layout and reports the race)
    mhi = rng.randint(m0 + 1, d[2] + 2)     # exclusive
    nhi = rng.randint(n0 + 1, d[3] + 1)
    total = d[0] * d[1] * d[2] * d[3]
    # keep every element inside A: the last block's reach past its end
    over = (mhi - 1) * d[3] + (nhi - 1) - (d[2] * d[3] - 1)
    jmax = d[1]
    if over > 0:
        # with i = d0 - 1 and j = jmax - 1 the reach must stay inside
        while jmax > 1 and ((d[0] - 1) * d[1] + jmax - 1) * d[2] * d[3] + \
                (mhi - 1) * d[3] + nhi - 1 >= total:
            jmax -= 1
    src = """double A[%d][%d][%d][%d];
static void blk(double b[%d][%d]) {
  for (int m = %d; m < %d; m++)
    for (int n = %d; n < %d; n++)
      b[m][n] = 1.0;
}
void f(int i) {
  if (i < 0 || i >= %d) return;
  #pragma omp parallel for
  for (int j = 0; j < %d; j++)
    blk(A[i][j]);
}
""" % (d[0], d[1], d[2], d[3], d[2], d[3], m0, mhi, n0, nhi, d[0], jmax)
    race = any(races((j, ((i * d[1] + j) * d[2] + m) * d[3] + n)
                     for j in range(jmax) for m in range(m0, mhi) for n in range(n0, nhi))
               for i in range(d[0]))
    return src, race


# the callee both generated cases call with a pointer into v
SEG = """static void seg(double *p, int len) {
  for (int m = 0; m < len; m++)
    p[m] = 1.0;
}
"""


def segment_case(rng):
    stride = rng.randint(1, 9)
    off = rng.randint(0, 3)
    length = rng.randint(1, 10)
    count = rng.randint(2, 12)
    size = off + stride * (count - 1) + length
    src = ("double v[%d];\n" + SEG + """void f(void) {
  #pragma omp parallel for
  for (int j = 0; j < %d; j++)
    seg(&v[j * %d + %d], %d);
}
""") % (size, count, stride, off, length)
    return src, races((j, off + j * stride + m) for j in range(count) for m in range(length))


def two_level_case(rng):
    """seg(&v[k * S1 + j * S2 + c], len) with k an inner loop: a digit above
    j's whose stride may fall short of j's whole range."""
    s2 = rng.randint(1, 8)
    length = rng.randint(1, s2 + 2)
    count = rng.randint(2, 6)
    kcount = rng.randint(2, 4)
    s1 = rng.randint(s2 * (count - 1), s2 * count + length + 2)
    off = rng.randint(0, 2)
    size = off + s1 * (kcount - 1) + s2 * (count - 1) + length
    src = ("double v[%d];\n" + SEG + """void f(void) {
  #pragma omp parallel for
  for (int j = 0; j < %d; j++)
    for (int k = 0; k < %d; k++)
      seg(&v[k * %d + j * %d + %d], %d);
}
""") % (size, count, kcount, s1, s2, off, length)
    return src, races((j, off + k * s1 + j * s2 + m)
                      for j in range(count) for k in range(kcount) for m in range(length))


def drsat_verdict(clang, plugin, path):
    p = subprocess.run([clang, "-fopenmp", "-fsyntax-only", "-fplugin=" + plugin,
                        "-Xclang", "-plugin-arg-drsat", "-Xclang", "verbose", path],
                       capture_output=True, text=True, timeout=120)
    m = re.search(r"'parallel for' in 'f': ([a-z-]+);", p.stderr)
    return m.group(1) if m else "none: " + p.stderr[-300:]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--plugin", default="build/lib/libdrsat.so")
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=60)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    bad = races = 0
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(a.count):
            src, race = (block_case, segment_case, two_level_case)[k % 3](rng)
            path = os.path.join(tmp, "case%d.c" % k)
            with open(path, "w") as f:
                f.write(src)
            got = drsat_verdict(a.clang, a.plugin, path)
            want = "race" if race else "race-free"
            races += race
            if got != want:
                bad += 1
                print("MISMATCH case %d: drsat %s, truth %s\n%s" % (k, got, want, src))
    print("truth: race in %d of %d cases" % (races, a.count))
    print("%d cases, %d mismatches" % (a.count, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
