#!/usr/bin/env python3
"""Differential test of floor and ceiling divisions written with C's `/`
(PLUTO's floord and ceild; encoder/drs_floordiv.c encodes them as one
SMT-LIB div in the integer mode).

Generates parallel loops over ranges that cross zero, with one write and
two reads of an array whose subscripts apply floord, ceild, plain
truncating division or a near miss (`-((-x + d) / d)`, one off; the test
`x * d <= 0`) to a linear x = p * i + q: scaled into the subscript, in an
identity that gives x back only for the floor (`d * g(x, d) + (x % d + d)
% d`) or the ceiling, or compared with another such division in a ?:
(`g1(x, d) == g2(x, d) ? i + c : 60`).  The write is often read back
(`a[e] = a[e] + a[e2]`), so a loop is racy when e repeats a value.  Three accesses on one array make three pairs, which drsat
asks together over Z3 Int (solver/drs_group.c), where an unsatisfiable
answer is final.  The truth comes from enumerating every pair of
iterations with C's semantics; a race's witness is checked too.  Every
subscript stays inside the array.

  scripts/difftest_floordiv.py --plugin build/lib/libdrsat.so --seed 1 --count 100
"""
import sys

import difftest_oneloop

ARRAY = 600


def tdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


# name -> (C macro body over n and d, Python function)
FORMS = {
    "floord": ("(((n) * (d) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))",
               lambda n, d: -tdiv(-n + d - 1, d) if n * d < 0 else tdiv(n, d)),
    "ceild": ("(((n) * (d) < 0) ? -((-(n)) / (d)) : ((n) + (d) - 1) / (d))",
              lambda n, d: -tdiv(-n, d) if n * d < 0 else tdiv(n + d - 1, d)),
    "tdiv": ("((n) / (d))", lambda n, d: tdiv(n, d)),
    "offby1": ("(((n) * (d) < 0) ? -((-(n) + (d)) / (d)) : (n) / (d))",
               lambda n, d: -tdiv(-n + d, d) if n * d < 0 else tdiv(n, d)),
    "lefloor": ("(((n) * (d) <= 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))",
                lambda n, d: -tdiv(-n + d - 1, d) if n * d <= 0 else tdiv(n, d)),
}


def macros():
    return "".join("#define %s(n, d) %s\n" % (k, v[0]) for k, v in FORMS.items())


def linear(rng):
    p = rng.choice([-3, -2, -1, 1, 2, 3])
    q = rng.randint(-12, 12)
    return ("%d * i + %d" % (p, q)).replace("+ -", "- "), (lambda i, p=p, q=q: p * i + q)


def access(rng, its):
    """(C subscript, function of i) within [0, ARRAY)."""
    xs, xf = linear(rng)
    d = rng.randint(1, 9)
    kind = rng.choice(["scaled", "floor-identity", "ceil-identity", "compare", "compare"])
    if kind == "scaled":
        g = rng.choice(list(FORMS))
        k = rng.choice([1, 2, 3, d])
        c = rng.choice([-1, 0, 0, 1])
        gf = FORMS[g][1]

        def raw(i):
            return k * gf(xf(i), d) + c * i
        text = "%d * %s(%s, %d) + %d * i" % (k, g, xs, d, c)
    elif kind.endswith("identity"):
        # x itself exactly when g is the floor (the ceiling)
        g = rng.choice(list(FORMS))
        gf = FORMS[g][1]

        def fmod(v):
            return (v - d * tdiv(v, d) + d) - d * tdiv(v - d * tdiv(v, d) + d, d)
        if kind == "floor-identity":
            def raw(i):
                return d * gf(xf(i), d) + fmod(xf(i))
            text = "%d * %s(%s, %d) + ((%s) %% %d + %d) %% %d" % (d, g, xs, d, xs, d, d, d)
        else:
            def raw(i):
                v = d - fmod(xf(i))
                return d * gf(xf(i), d) - (v - d * tdiv(v, d))
            text = "%d * %s(%s, %d) - (%d - ((%s) %% %d + %d) %% %d) %% %d" % (
                d, g, xs, d, d, xs, d, d, d, d)
    else:
        g1, g2 = rng.choice(list(FORMS)), rng.choice(list(FORMS))
        c = rng.randint(0, 3)
        f1, f2 = FORMS[g1][1], FORMS[g2][1]

        def raw(i):
            return i + c if f1(xf(i), d) == f2(xf(i), d) else 60
        text = "(%s(%s, %d) == %s(%s, %d) ? i + %d : 60)" % (g1, xs, d, g2, xs, d, c)
    lo = min(raw(i) for i in its)
    off = 150 - lo if lo < 0 or rng.random() < 0.5 else 0
    return "%s + %d" % (text, off), (lambda i: raw(i) + off)


def gen_case(rng):
    lo = rng.randint(-12, 0)
    hi = rng.randint(lo + 2, lo + 16)
    its = range(lo, hi)
    w = access(rng, its)
    r1 = w if rng.random() < 0.7 else access(rng, its)   # a[e] = a[e] + ...
    r2 = access(rng, its)
    if rng.random() < 0.5:   # most often apart from the rest of the array
        r2 = ("%s + 200" % r2[0], (lambda i, f=r2[1]: f(i) + 200))
    for s, f in (w, r1, r2):
        assert all(0 <= f(i) < ARRAY for i in its), s
    src = (macros() + "int a[%d];\n" % ARRAY +
           "void f(void) {\n#pragma omp parallel for\n"
           "  for (int i = %d; i < %d; i++)\n"
           "    a[%s] = a[%s] + a[%s];\n}\n" % (lo, hi, w[0], r1[0], r2[0]))
    return src, w[1], [r1[1], r2[1]], its


if __name__ == "__main__":
    sys.exit(difftest_oneloop.main(sys.argv[1:], __doc__.split("\n")[0], gen_case, "floordiv"))
