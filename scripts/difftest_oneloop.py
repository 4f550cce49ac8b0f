"""difftest_oneloop.py -- the checker and driver shared by the differential
testers whose cases are one `parallel for` over `i` writing one element of
an array `a` and reading others (scripts/difftest_tables.py,
scripts/difftest_floordiv.py; docs/difftest.md).

A case is (C source, w, rs, its): w(i) the element iteration i writes,
rs the functions giving the elements it reads, its the iterations.  The
truth is found by enumerating every pair of iterations; a race's witness
must name the element its first iteration writes and that the second
writes or reads.
"""
import argparse
import os
import random
import re
import subprocess
import tempfile

WITNESS = re.compile(r"data race on 'a': write of a\[(-?\d+)\] in iteration i=(-?\d+) "
                     r"conflicts with (write|read) in iteration i=(-?\d+)")


def check(src, w, rs, its, args, path):
    """(truth, plugin's verdict, why they disagree or None)."""
    with open(path, "w") as f:
        f.write(src)
    p = subprocess.run([args.clang, "-fsyntax-only", "-fopenmp", "-fplugin=" + args.plugin,
                        path], capture_output=True, text=True, timeout=args.timeout)
    out = p.stderr
    truth = any(i != j and (w(i) == w(j) or any(w(i) == r(j) for r in rs))
                for i in its for j in its)
    if p.returncode != 0:
        return truth, "unknown", "compiler exit %d: %s" % (p.returncode, out[-400:])
    if "not analyzed" in out or "possible data race" in out:
        return truth, "unknown", "no verdict: " + out[-400:]
    races = WITNESS.findall(out)
    got = "race" if "data race" in out else "race-free"
    if got == "race" and not races:
        return truth, got, "race without a parsable witness: " + out[-400:]
    for elem, i1, role, i2 in races:
        e, a, b = int(elem), int(i1), int(i2)
        if a == b or a not in its or b not in its or w(a) != e or \
                (w(b) != e if role == "write" else all(r(b) != e for r in rs)):
            return truth, got, "bad witness: " + out[-400:]
    if (got == "race") != truth:
        return truth, got, ("false alarm" if got == "race" else "UNSOUND race-free") + \
            ": " + out[-400:]
    return truth, got, None


def main(argv, description, gen_case, name):
    """Runs --count cases of gen_case(rng) from --seed; exit status 1 on any
    disagreement."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--timeout", type=float, default=60)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    n_race = n_bad = 0
    with tempfile.TemporaryDirectory(prefix="drsat-%s-" % name) as tmp:
        for k in range(args.count):
            src, w, rs, its = gen_case(rng)
            truth, got, why = check(src, w, rs, its, args, os.path.join(tmp, "c%d.c" % k))
            n_race += truth
            if why:
                n_bad += 1
                print("case %d: truth %s, plugin %s: %s\n%s" %
                      (k, "race" if truth else "race-free", got, why, src))
    print("truth: race in %d of %d cases" % (n_race, args.count))
    print("%d cases, %d mismatches" % (args.count, n_bad))
    return 1 if n_bad else 0
