#!/usr/bin/env python3
"""Differential test of reads of constant tables (plugin/SymTable.cpp and
the "different elements, different values" fact of injective tables,
drs_construct.table_reads / encoder/drs_query.c).

Generates parallel loops that write and read an array through one or two
constant tables -- `a[t[i] + c1] = a[u[7 - i] + c2] + 1`, sometimes through
a local (`int k = t[i + 1];`) -- with tables of several integer types that
hold no value twice (the fact applies) or repeat one (it must not), and
compares drsat's verdict with the truth, found by enumerating every pair of
iterations.  Every subscript stays inside its table and the array, so the
only question is whether two iterations touch one element of `a`, one of
them writing.  A race's witness is checked too: the element it names is
the one its first iteration writes, and the second iteration writes or
reads it.

  scripts/difftest_tables.py --plugin build/lib/libdrsat.so --seed 1 --count 100
"""
import sys

import difftest_oneloop

TYPES = [("int", -9, 30), ("short", -9, 30), ("unsigned char", 0, 30), ("long", -9, 30),
         ("unsigned", 0, 30), ("_Bool", 0, 1)]
ARRAY = 80      # elements of a; values + offsets stay within [0, ARRAY)
BASE = 20       # subscripts of a are BASE + value + c: never negative


def make_table(rng, size, lo, hi, injective):
    if injective and hi - lo + 1 >= size:   # (a _Bool table of two: {0, 1} or {1, 0})
        return rng.sample(range(lo, hi + 1), size)
    vals = [rng.randint(lo, min(hi, lo + 6)) for _ in range(size)]   # repeats likely
    if size >= 2 and rng.random() < 0.7:
        vals[rng.randrange(size)] = vals[rng.randrange(size)]   # make a repeat likely
    return vals


def subscript(rng, n, lo, hi):
    """(C text over i, function of i) of a subscript within [0, n) for
    every i in [lo, hi)."""
    forms = [("i", lambda i: i)]
    if hi - 1 + 1 < n:
        forms.append(("i + 1", lambda i: i + 1))
    if lo >= 1:
        forms.append(("i - 1", lambda i: i - 1))
    forms.append(("%d - i" % (hi - 1 + lo), lambda i, s=hi - 1 + lo: s - i))
    return rng.choice(forms)


def gen_case(rng):
    ty, vlo, vhi = rng.choice(TYPES)
    n1, n2 = rng.randint(2, 9), rng.randint(2, 9)
    inj1 = rng.random() < 0.6
    inj2 = rng.random() < 0.6
    t = make_table(rng, n1, vlo, vhi, inj1)
    u = make_table(rng, n2, vlo, vhi, inj2)
    same = rng.random() < 0.5          # read through t as well
    m = min(n1, n2) if not same else n1
    lo = rng.randint(0, m - 1)
    hi = rng.randint(lo + 1, m)
    ws, wf = subscript(rng, n1, lo, hi)
    rtab, rvals, rn = ("t", t, n1) if same else ("u", u, n2)
    rs, rf = subscript(rng, rn, lo, hi)
    c1, c2 = rng.randint(0, 3), rng.randint(0, 3)
    via_local = rng.random() < 0.4
    if via_local:
        body = ("    int k = t[%s];\n    a[%d + k + %d] = a[%d + %s[%s] + %d] + 1;\n"
                % (ws, BASE, c1, BASE, rtab, rs, c2))
    else:
        body = ("    a[%d + t[%s] + %d] = a[%d + %s[%s] + %d] + 1;\n"
                % (BASE, ws, c1, BASE, rtab, rs, c2))
    src = ("static const %s t[%d] = {%s};\n" % (ty, n1, ", ".join(map(str, t))) +
           "static const %s u[%d] = {%s};\n" % (ty, n2, ", ".join(map(str, u))) +
           "int a[%d];\n" % ARRAY +
           "void f(void) {\n#pragma omp parallel for\n"
           "  for (int i = %d; i < %d; i++) {\n%s  }\n}\n" % (lo, hi, body))

    def w(i):
        return BASE + t[wf(i)] + c1

    def r(i):
        return BASE + rvals[rf(i)] + c2
    return src, w, [r], range(lo, hi)


if __name__ == "__main__":
    sys.exit(difftest_oneloop.main(sys.argv[1:], __doc__.split("\n")[0], gen_case, "tables"))
