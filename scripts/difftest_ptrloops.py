#!/usr/bin/env python3
"""Differential test of pointer and iterator loops (plugin/BuildPtrLoop.cpp).

Generates COUNT worksharing loops whose variable is a pointer into a global
array (`for (double *p = A + lo; p REL A + hi; p += step) *p = p[c];`), or
with --iterators a std::vector iterator (`auto p = A.begin() + lo`), with
random start, bound, step (1, 2, 3, -1, -2), relation (<, <=, >, >=, !=)
and offset c.  The truth is found by running the loop's C semantics here:
the iterations it executes, and whether one writes an element another
reads (or writes).  Loops whose pointers would leave the array (undefined
behaviour) are not generated.  The plugin's verdict for each loop (race,
race-free, or not analyzed) is compared with the truth; any disagreement
or "not analyzed" is a mismatch.  Exit status: 0 when all agree, 1 on a
mismatch, 2 when the compiler fails.

  scripts/difftest_ptrloops.py --seed 1 --count 200 --plugin build/lib/libdrsat.so
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile


def gen(rng, count, iterators):
    """The cases (name, truth race?, iterations, c) and the source text."""
    src = (["#include <vector>", "std::vector<double> A(64);"] if iterators
           else ["double A[64];"])
    base, ptype = ("A.begin()", "auto") if iterators else ("A", "double *")
    cases = []
    while len(cases) < count:
        lo, hi = rng.randint(0, 20), rng.randint(0, 40)
        step = rng.choice([1, 1, 2, 3, -1, -2])
        if step > 0:
            rel = rng.choice(["<", "<=", "!="])
        else:
            rel = rng.choice([">", ">=", "!="])
            lo, hi = max(lo, hi), min(lo, hi)
        if rel == "!=" and abs(step) != 1:
            rel = "<" if step > 0 else ">"
        c = rng.randint(-4, 4)
        if rel == "!=" and ((step > 0 and lo > hi) or (step < 0 and lo < hi)):
            continue  # the pointer would run off the array
        holds = {"<": lambda i: i < hi, "<=": lambda i: i <= hi,
                 ">": lambda i: i > hi, ">=": lambda i: i >= hi,
                 "!=": lambda i: i != hi}[rel]
        its, i = [], lo
        while holds(i) and len(its) < 100:
            its.append(i)
            i += step
        # every pointer formed stays within the array or one past its end,
        # every element accessed within it
        if any(not 0 <= x <= 64 for x in its + [lo, hi, i]) or \
                any(not 0 <= x + c < 64 for x in its):
            continue
        written = set(its)
        race = len(its) > 1 and c != 0 and any(x + c in written for x in its)
        if step == 1:
            inc = "p++"
        elif step == -1:
            inc = "p--"
        else:
            inc = "p += %d" % step if step > 0 else "p -= %d" % -step
        name = "f%d" % len(cases)
        src.append("void %s(void) {\n#pragma omp parallel for\n"
                   "  for (%s p = %s + %d; p %s %s + %d; %s)\n"
                   "    *p = p[%d];\n}" % (name, ptype, base, lo, rel, base, hi, inc, c))
        cases.append((name, race, its, c))
    return cases, "\n".join(src) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--iterators", action="store_true",
                    help="std::vector iterators instead of pointers (C++)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    cases, text = gen(rng, args.count, args.iterators)
    head = 2 if args.iterators else 1   # lines before the first function
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "loops.cpp" if args.iterators else "loops.c")
        with open(path, "w") as f:
            f.write(text)
        cmd = [args.clang, "-fsyntax-only", "-fopenmp", "-fplugin=" + args.plugin,
               "-fplugin-arg-drsat-remarks", path]
        if args.iterators:
            cmd[1:1] = ["-x", "c++"]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0:
            sys.stderr.write(p.stderr)
            return 2
        lines = p.stderr.splitlines()
        loc = re.compile(re.escape(path) + r":(\d+):")
        by_line = {}
        for ln in lines:
            m = loc.match(ln)
            if m:
                by_line.setdefault(int(m.group(1)), []).append(ln)
        bad = 0
        for k, (name, race, its, c) in enumerate(cases):
            first = head + 1 + 5 * k   # `void fK(void) {` .. `}`
            seg = [ln for n in range(first, first + 5) for ln in by_line.get(n, [])]
            got_race = any("warning: data race" in ln or "warning: possible data race" in ln
                           for ln in seg)
            got_free = any("remark: loop is free of data races" in ln for ln in seg)
            if got_race != race or not (got_race or got_free):
                bad += 1
                print("MISMATCH %s: truth %s (iterations %s, offset %d); plugin: %s"
                      % (name, "race" if race else "race-free", its, c,
                         seg[0] if seg else "nothing"))
        print("truth: race in %d of %d cases" % (sum(1 for x in cases if x[1]), len(cases)))
        print("%d cases, %d mismatches" % (len(cases), bad))
        return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
