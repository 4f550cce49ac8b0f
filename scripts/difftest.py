#!/usr/bin/env python3
"""difftest.py -- differential tester for drsat.

Generates random OpenMP loops (deterministically from a seed), computes the
true answer by running an instrumented twin of every loop as compiled C, and
compares it with what the drsat plugin says.

  scripts/difftest.py --seed S --count N [--plugin libdrsat.so] [--clang clang-19]
                      [--families all]
                      [--keep DIR] [-j J] [--per-file K] [--allow-unknown]

Per generated function (one "case"):
  * the plugin file (what drsat sees) holds the function with one
    `#pragma omp parallel for` / `parallel for simd` / `simd [safelen(s)]` /
    `#pragma drs` loop;
  * about half of the functions also use scalars declared outside the loop
    (temporaries, accumulators, flags, read-only values, inner-loop indices)
    with data-sharing clauses (private, firstprivate, lastprivate,
    reduction(op:...), shared, default(none)) or declared in the body, and
    critical sections and atomic statements;
  * the twin file holds the same function where every array access and every
    access to a shared scalar also calls rec(object, site, mode, lock, byte
    offset, size, loop-variable tuple); privatised scalars are not recorded.
    It is compiled (gcc -O0 -fsanitize=undefined when gcc exists, else clang)
    and run sequentially for every combination of the function's inputs.  The
    true answer: two accesses race iff they touch overlapping bytes of the same
    object in the same dynamic instance of the construct, in different
    iterations (for simd with safelen(s): logical iteration distance < s), one
    a write, not both under the same lock (critical name, atomic).
  * the plugin's JSON report is read (each race's first and second access),
    its accesses mapped back to access sites by line:col, and checked: verdict,
    every reported pair a true racing pair, every witness a real collision
    (the twin is re-run and searched for the witness's iterations and inputs).

Output: one line per failing case (kind, details, reproducer path), some
statistics, and the closing line `N passed, M failed`.  Exit status 1 when
anything failed.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from difftest_render import *  # noqa: E402,F401,F403  (generator, program, rendering)


# ---------------------------------------------------------------------------
# Running things
# ---------------------------------------------------------------------------


def run(cmd, inp=None, timeout=300):
    try:
        p = subprocess.run(cmd, input=inp, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return -999, "", "timeout after %ds" % timeout


def oracle_compile(args, twin_path, exe):
    if args.oracle_cc:
        cc = args.oracle_cc
    else:
        cc = "gcc" if shutil.which("gcc") else args.clang
    cmd = [cc, "-std=gnu11", "-O0", "-w", "-o", exe, twin_path]
    if os.path.basename(cc).startswith("gcc") and not args.no_ubsan:
        cmd[1:1] = ["-fsanitize=undefined", "-fno-sanitize-recover=all"]
    return run(cmd)


def parse_truth(out, ncases):
    pairs = [dict() for _ in range(ncases)]
    done = [None] * ncases
    problems = []
    for line in out.splitlines():
        t = line.split()
        if not t:
            continue
        if t[0] == "P":
            fid, s1, s2 = int(t[1]), int(t[2]), int(t[3])
            rest = [int(x) for x in t[4:]]
            it1, off1, n1 = rest[0], rest[1], rest[2]
            v1 = rest[3:3 + n1]
            it2, off2, n2 = rest[3 + n1], rest[4 + n1], rest[5 + n1]
            v2 = rest[6 + n1:6 + n1 + n2]
            pairs[fid][(s1, s2)] = (it1, v1, it2, v2, off1, off2)
        elif t[0] == "D":
            done[int(t[1])] = (int(t[2]), int(t[3]))
        else:
            problems.append(line)
    return pairs, done, problems


# clang's own diagnostics (compile errors): drsat's findings come from its
# JSON report (docs/report-schema.md), never from the text.
DIAG_RE = re.compile(r"^(.*?):(\d+):(\d+): (warning|note|error|remark|fatal error): (.*)$")


# A collapsed simd nest with safelen is witnessed by its logical iteration
# number, labelled by the loop variables: "i*12+j=3", "(i-2)/3*12+(j+1)=5".
LOGICAL_RE = re.compile(r"^(?=.*[A-Za-z_])(?=.*[*+/-])[\w()+\-*/ ]+$")


def parse_assign(s):
    """'i=2, j=3' -> [('i', 2), ('j', 3)]; None when malformed.  A logical
    iteration label (LOGICAL_RE) comes back as the name, value pair."""
    out = []
    if not s:
        return out
    for part in s.split(","):
        part = part.strip()
        m = re.match(r"^([A-Za-z_]\w*)=(-?\d+)$", part)
        if not m:
            m = re.match(r"^(.+)=(-?\d+)$", part)
            if not m or not LOGICAL_RE.match(m.group(1)):
                return None
        out.append((m.group(1), int(m.group(2))))
    return out


class PluginResult:
    def __init__(self):
        self.races = []         # dicts
        self.unknown = []       # reasons
        self.other = []         # unparsed diagnostics lines
        self.clean = []         # "loop is free of data races" remarks
        self.expect_bad = False  # --selftest: a deliberately wrong witness
        self.crash = None


def parse_plugin(out, batch, report_path):
    """Returns one PluginResult per function of the batch, plus global
    problems: compile errors from clang's output, everything drsat found from
    its JSON report (one construct per function; a construct maps to its
    function by line, an access to its site by line and column)."""
    res = [PluginResult() for _ in batch.cases]
    glob = []

    def fid_of(ln):
        for fid, (a, b) in enumerate(batch.franges):
            if a <= ln <= b:
                return fid
        return -1

    def shown(ln, col, level, text):   # a finding as the diagnostics would show it
        return "%s:%d:%d: %s: %s [drsat]" % (batch.path, ln, col, level, text)

    for line in out.splitlines():
        m = DIAG_RE.match(line)
        if m and m.group(4) in ("error", "fatal error"):
            fid = fid_of(int(m.group(2)))
            (res[fid].other if fid >= 0 else glob).append(line)
    try:
        with open(report_path, encoding="utf-8") as f:
            doc = json.load(f)
    except (OSError, ValueError):
        return res, glob   # no report: a crash or an error, seen above
    for c in doc.get("constructs", []):
        fid = fid_of(c["line"])
        target = res[fid] if fid >= 0 else None
        for o in c.get("out_of_bounds") or []:
            line = shown(o["line"], o["col"], "warning", o["message"])
            (target.other if target else glob).append(line)
        if c["verdict"] == "race-free":
            if target:
                target.clean.append("loop is free of data races")
            continue
        if c["verdict"] == "not-analyzed":
            text = "loop not analyzed: %s [drsat]" % c["reason"]
            if target:
                target.unknown.append(text)
            else:
                glob.append(shown(c["line"], c["col"], "warning", "loop not analyzed: " + c["reason"]))
            continue
        for r in c.get("races", []):
            first, second, w = r["first"], r["second"], r["witness"]
            line = shown(first["line"], first["col"], "warning", r["message"])
            rfid = fid_of(first["line"])
            if r.get("possible"):   # not a proved race: reported as is
                (res[rfid].other if rfid >= 0 else glob).append(line)
                continue
            if rfid < 0:
                glob.append(line)
                continue
            res[rfid].races.append({
                "line": line, "loc": (first["line"], first["col"]),
                "first": batch.loc_site.get((first["line"], first["col"])),
                "second": batch.loc_site.get((second["line"], second["col"])),
                "obj": r["variable"], "role1": first["mode"], "role2": second["mode"],
                # a scalar's element is its name: the warning names none
                "elem": r["element"] if "[" in r["element"] else None,
                "iter1": w["iteration1"], "iter2": w["iteration2"], "when": w["when"],
                "note": "%s:%d:%d: note: %s" % (batch.path, second["line"], second["col"], r["note"]),
                "note_loc": (second["line"], second["col"]), "note_role": second["mode"]})
    return res, glob


ELEM_RE = re.compile(r"^([A-Za-z_]\w*)((?:\[-?\d+\])+)$")


def obj_names(arr):
    """The names a warning may give an object: its own, or the pointer
    through which family "alias" reaches it (the same addresses)."""
    return {arr.name} | ({arr.alias} if getattr(arr, "alias", None) else set())


def elem_offset(c, acc, elem):
    m = ELEM_RE.match(elem)
    if not m or m.group(1) not in obj_names(acc.arr):
        return -1
    subs = [int(x) for x in re.findall(r"\[(-?\d+)\]", m.group(2))]
    if len(subs) != acc.arr.ndim:
        return -1
    flat = 0
    for d, s in enumerate(subs):
        flat = flat * acc.arr.dims[d] + s
    return flat * acc.arr.esize


# ---------------------------------------------------------------------------
# Checking one batch
# ---------------------------------------------------------------------------


class Outcome:
    def __init__(self, case):
        self.case = case
        self.fails = []     # (kind, text)
        self.truth_race = False
        self.unknown = False
        self.plugin_race = False
        self.missed_pairs = 0
        self.logical_witnesses = 0  # witnesses by logical iteration number
        self.missed = []    # true racing pairs of sites not reported
        self.true_pairs = 0
        self.repro = None
        self.expect_bad = False
        self.true_pair_list = []


def site_desc(c, s):
    a = c.sites[s]
    return "%s (%s, site %d)" % (a.text(), MODE_NAME[a.mode], s)


def rec_desc(c, s, it, vals):
    a = c.sites[s]
    return "%s at %s (logical iteration %d)" % (
        a.text(), ", ".join("%s=%d" % (n, v) for n, v in zip(a.tup, vals)), it)


def check_batch(args, bi, cases, workdir, log):
    batch = Batch(cases, os.path.join(workdir, "batch%d.c" % bi))
    ptext = render_plugin_file(batch)
    with open(batch.path, "w") as f:
        f.write(ptext)
    twin = os.path.join(workdir, "batch%d.oracle.c" % bi)
    with open(twin, "w") as f:
        f.write(render_twin(batch))
    exe = os.path.join(workdir, "batch%d.oracle" % bi)
    outs = [Outcome(c) for c in cases]
    rc, so, se = oracle_compile(args, twin, exe)
    if rc != 0:
        for o in outs:
            o.fails.append(("generator", "oracle does not compile: " + se.strip()[:400]))
        return batch, outs
    rc, so, se = run([exe, "truth"], timeout=600)
    truth, done, problems = parse_truth(so, len(cases))
    if rc != 0 or problems:
        # isolate the culprit(s): run the functions not finished one by one
        for fid, o in enumerate(outs):
            if done[fid] is not None and not any(p.split()[1:2] == [str(fid)] for p in problems):
                continue
            rc1, so1, se1 = run([exe, "truth", str(fid)], timeout=600)
            t1, d1, p1 = parse_truth(so1, len(cases))
            if rc1 != 0 or p1 or d1[fid] is None:
                o.fails.append(("generator", "oracle run failed (rc=%d): %s %s" % (
                    rc1, " ".join(p1)[:200], se1.strip()[:300])))
            truth[fid], done[fid] = t1[fid], d1[fid]
    for fid, o in enumerate(outs):
        o.truth_race = bool(truth[fid])
        o.true_pairs = len(truth[fid])
        o.true_pair_list = sorted(truth[fid])
        if args.verbose:
            c = cases[fid]
            log("case %s: truth %s" % (c.cid, "race" if truth[fid] else "race-free"))
            for (s1, s2), ex in sorted(truth[fid].items()):
                log("  %s vs %s: %s / %s" % (site_desc(c, s1), site_desc(c, s2),
                                            rec_desc(c, s1, ex[0], ex[1]), rec_desc(c, s2, ex[2], ex[3])))
    if args.selftest:
        pres, glob = selftest_results(batch, truth), []
    elif not args.plugin:
        return batch, outs
    else:
        pres, glob = run_plugin(args, batch)
    queries = []
    for fid, (o, pr) in enumerate(zip(outs, pres)):
        c = cases[fid]
        if o.fails:
            continue
        if pr.crash:
            o.fails.append(("crash", pr.crash))
            continue
        for line in pr.other:
            if ": error:" in line or "fatal error" in line:
                o.fails.append(("compile-error", line))
        if o.fails:
            continue
        o.plugin_race = bool(pr.races)
        o.expect_bad = pr.expect_bad
        if pr.unknown:
            o.unknown = pr.unknown
            if not args.allow_unknown:
                o.fails.append(("unknown", "plugin: not analyzed: %s; truth: %s" % (
                    "; ".join(pr.unknown), "race" if o.truth_race else "race-free")))
            continue
        tp = truth[fid]
        if pr.clean and pr.races:
            o.fails.append(("inconsistent", "both a race-free remark and race warnings"))
        if not pr.clean and not pr.races and not args.no_remarks:
            o.fails.append(("no-verdict", "no race warning, no 'not analyzed' warning and no "
                            "race-free remark for this loop"))
            continue
        if o.truth_race and not pr.races:
            (s1, s2), ex = sorted(tp.items())[0]
            o.fails.append(("missed-race", "plugin says race-free; truth: %s vs %s, e.g. %s / %s" % (
                site_desc(c, s1), site_desc(c, s2), rec_desc(c, s1, ex[0], ex[1]),
                rec_desc(c, s2, ex[2], ex[3]))))
            continue
        reported = set()
        for d in pr.races:
            s1, s2 = d["first"], d["second"]
            if s1 is None or s2 is None or s1[0] != fid or s2[0] != fid:
                o.fails.append(("unmapped", "warning/note location is not an access site: %s | %s" % (
                    d["line"], d.get("note", "(no note)"))))
                continue
            s1, s2 = s1[1], s2[1]
            reported.add((min(s1, s2), max(s1, s2)))
            kind = "false-alarm" if not o.truth_race else "false-pair"
            if (min(s1, s2), max(s1, s2)) not in tp:
                o.fails.append((kind, "plugin: %s vs %s: %s; truth: %s" % (
                    site_desc(c, s1), site_desc(c, s2), strip_loc(d["line"]),
                    "this pair never conflicts" if o.truth_race else "race-free")))
                continue
            q, why = make_query(c, fid, d, s1, s2)
            if q is None and why == "logical":
                o.logical_witnesses += 1
                continue
            if q is None:
                o.fails.append(("witness-unparsed", "%s: %s" % (why, strip_loc(d["line"]))))
                continue
            queries.append((o, d, s1, s2, q))
        if o.truth_race:
            o.missed = sorted(set(tp) - reported)
            o.missed_pairs = len(o.missed)
            if args.strict_pairs and pr.races:
                for s1, s2 in o.missed:
                    ex = tp[(s1, s2)]
                    o.fails.append(("missed-pair", "true racing pair not reported: %s vs %s, e.g. %s / %s" % (
                        site_desc(c, s1), site_desc(c, s2), rec_desc(c, s1, ex[0], ex[1]),
                        rec_desc(c, s2, ex[2], ex[3]))))
    if queries:
        text = "".join("Q %d %s\n" % (k, q[4]) for k, q in enumerate(queries))
        rc, so, se = run([exe, "query"], inp=text, timeout=600)
        ans = {}
        for line in so.splitlines():
            t = line.split()
            if len(t) == 3 and t[0] == "A":
                ans[int(t[1])] = t[2] == "1"
        for k, (o, d, s1, s2, q) in enumerate(queries):
            if not ans.get(k, False):
                c = o.case
                o.fails.append(("bad-witness", "%s vs %s: %s -- no such collision in the compiled "
                                "program%s" % (site_desc(c, s1), site_desc(c, s2), strip_loc(d["line"]),
                                               "" if k in ans else " (query failed: rc=%d %s)" % (rc, se[:200]))))
    for line in glob:
        log("note: batch %d: diagnostic outside any function: %s" % (bi, line))
    return batch, outs


def selftest_results(batch, truth):
    """Fake plugin results built from the oracle's own examples, to test the
    witness checker: every racing function gets its true pairs
    with true witnesses; every second one also a witness with a wrong
    iteration (which must be rejected as bad-witness)."""
    pres = []
    for fid, c in enumerate(batch.cases):
        pr = PluginResult()
        pres.append(pr)
        if not truth[fid]:
            pr.clean.append("loop is free of data races")
            continue
        for k, ((s1, s2), (it1, v1, it2, v2, off1, _)) in enumerate(sorted(truth[fid].items())):
            a1, a2 = c.sites[s1], c.sites[s2]
            r1 = "write" if a1.mode & WRITE else "read"
            r2 = "write" if (a2.mode & WRITE) and (r1 == "read" or not a2.mode & READ) else "read"
            npre = a1.tup.index(c.par.var)
            when = ", ".join("%s=%d" % nv for nv in zip(a1.tup[:npre], v1[:npre]))
            iter1 = ", ".join("%s=%d" % nv for nv in zip(a1.tup[npre:], v1[npre:]))
            iter2 = ", ".join("%s=%d" % nv for nv in zip(a2.tup[npre:], v2[npre:]))
            if k == 0 and fid % 2 == 1:
                iter2 = "%s=%d" % (c.par.var, v2[npre] + 100000)
                pr.expect_bad = True
            wh = (" when " + when) if when else ""
            elem = None
            if a1.arr.ndim > 0:
                flat, subs = off1 // a1.arr.esize, []
                for n in reversed(a1.arr.dims):
                    subs.insert(0, flat % n)
                    flat //= n
                elem = a1.arr.name + "".join("[%d]" % x for x in subs)
            line = "x.c:1:1: warning: data race on '%s': %s%s in iteration %s conflicts with " \
                   "%s in iteration %s%s [drsat]" % (a1.arr.name, r1, (" of " + elem) if elem else "",
                                                     iter1, r2, iter2, wh)
            pr.races.append({"line": line, "loc": (1, 1), "first": (fid, s1), "second": (fid, s2),
                             "obj": a1.arr.name, "role1": r1, "elem": elem, "iter1": iter1,
                             "role2": r2, "iter2": iter2, "when": when})
    return pres


def strip_loc(line):
    m = DIAG_RE.match(line)
    return ("%s:%s: %s" % (m.group(2), m.group(3), m.group(5))) if m else line


def make_query(c, fid, d, s1, s2):
    role = {"read": 1, "write": 2}
    a1, a2 = c.sites[s1], c.sites[s2]
    it1, it2, wh = parse_assign(d["iter1"]), parse_assign(d["iter2"]), parse_assign(d["when"])
    if it1 is None or it2 is None or wh is None:
        return None, "cannot parse the witness values"
    if d["role1"] == "read" and d["role2"] == "read":
        return None, "both sides are reads"
    if a1.arr is not a2.arr or d["obj"] not in obj_names(a1.arr):
        return None, "the warning names '%s', the sites access '%s' and '%s'" % (
            d["obj"], a1.arr.name, a2.arr.name)
    if (d["elem"] is None) != (a1.arr.ndim == 0):
        return None, "an element is named for a scalar or none for an array"
    if any(LOGICAL_RE.match(name) for name, _ in it1 + it2):
        # The witness names logical iteration numbers, not the variables'
        # values: only the pair (checked above against the oracle) and the
        # roles are checked; counted in the summary as logical witnesses.
        return None, "logical"
    cons = [[], []]
    for w, (acc, its) in enumerate(((a1, it1), (a2, it2))):
        for name, val in its + wh:
            if name not in acc.tup:
                return None, "witness names '%s', not a loop variable or input of %s" % (name, acc.text())
            cons[w].append((acc.tup.index(name), val))
    off1 = elem_offset(c, a1, d["elem"]) if d["elem"] is not None else 0
    parts = [str(fid)]
    for w, (s, r, off) in enumerate(((s1, role[d["role1"]], off1), (s2, role[d["role2"]], -1))):
        parts += [str(s), str(r), str(off), str(len(cons[w]))]
        for slot, val in cons[w]:
            parts += [str(slot), str(val)]
    return " ".join(parts), None


def plugin_cmd(args, path):
    cmd = [args.clang, "-cc1", "-fopenmp", "-fsyntax-only", "-Wno-everything",
           "-fno-caret-diagnostics", "-load", args.plugin]
    if not args.no_remarks:
        cmd += ["-plugin-arg-drsat", "remarks"]
    # the per-file time budget is an artifact of batching many functions in
    # one file: without this, one slow loop makes the rest "not analyzed"
    cmd += ["-plugin-arg-drsat", "budget-ms=0"]
    # the verdicts are read from the JSON report, the contract we publish
    cmd += ["-plugin-arg-drsat", "json=" + report_of(path).replace("%", "%%")]
    return cmd + args.plugin_arg + [path]


def report_of(path):
    return path[:-2] + ".drsat.json"


def run_plugin(args, batch):
    rc, so, se = run(plugin_cmd(args, batch.path), timeout=args.timeout)
    text = so + se
    pres, glob = parse_plugin(text, batch, report_of(batch.path))
    bad = rc != 0 and not any(": error:" in l for l in text.splitlines())
    if bad or rc == -999:
        # crash or time-out: find the culprit(s) one function at a time
        for fid, c in enumerate(batch.cases):
            single = Batch([c], batch.path[:-2] + ".f%d.c" % fid)
            with open(single.path, "w") as f:
                f.write(render_plugin_file(single))
            rc1, so1, se1 = run(plugin_cmd(args, single.path), timeout=args.timeout)
            p1, _ = parse_plugin(so1 + se1, single, report_of(single.path))
            p1 = p1[0]
            if rc1 != 0 and not any(": error:" in l for l in (so1 + se1).splitlines()):
                p1.crash = "plugin exit status %d: %s" % (rc1, (se1.strip().splitlines() or [""])[-1][:300])
            # translate sites: single file has different lines, map back by site id
            pres[fid] = p1
            for d in p1.races:
                if d["first"]:
                    d["first"] = (fid, d["first"][1])
                if d["second"]:
                    d["second"] = (fid, d["second"][1])
    return pres, glob


# ---------------------------------------------------------------------------
# Reproducers and the main loop
# ---------------------------------------------------------------------------


def write_repro(args, o, keep):
    c = o.case
    os.makedirs(keep, exist_ok=True)
    path = os.path.join(keep, "%s.c" % c.cid)
    single = Batch([c], path)
    hdr = ["/* difftest case %s (%s)" % (c.cid, ", ".join(sorted(c.features))),
           " * truth: %s" % ("race" if o.truth_race else "race-free")]
    for kind, text in o.fails:
        hdr.append(" * FAIL [%s] %s" % (kind, text.replace("*/", "* /")))
    hdr.append(" * run: %s %s */" % (" ".join(plugin_cmd(args, "")[:-1]) if args.plugin else "clang-19 -cc1 -fopenmp -fsyntax-only -load libdrsat.so", os.path.basename(path)))
    text = render_plugin_file(single, "\n".join(hdr) + "\n")
    with open(path, "w") as f:
        f.write(text)
    with open(os.path.join(keep, "%s.oracle.c" % c.cid), "w") as f:
        f.write(render_twin(single))
    return path


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--first", type=int, default=0, help="index of the first case")
    ap.add_argument("--plugin", help="libdrsat.so (without it: oracle only)")
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--oracle-cc", help="compiler for the oracle twin (default gcc, else --clang)")
    ap.add_argument("--no-ubsan", action="store_true", help="do not build the oracle with UBSan")
    ap.add_argument("--keep", help="directory for reproducers and work files")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--per-file", type=int, default=25)
    ap.add_argument("--allow-unknown", action="store_true",
                    help="'not analyzed' verdicts do not count as failures")
    ap.add_argument("--plugin-arg", action="append", default=[],
                    help="extra -cc1 argument for the plugin run (repeatable)")
    ap.add_argument("--no-remarks", action="store_true",
                    help="do not ask for race-free remarks (silence then counts as race-free)")
    ap.add_argument("--strict-pairs", action="store_true",
                    help="a true racing pair not reported in a loop reported racy is a failure "
                    "(missed-pair), not only a note")
    ap.add_argument("--timeout", type=int, default=300, help="seconds per plugin run")
    ap.add_argument("--only", help="comma-separated case indices to run")
    ap.add_argument("--families", default=FAMILIES_DEFAULT,
                    help="generator families beyond the base ones, comma-separated from %s, "
                         "'all' or 'none' (default %s)" % (", ".join(FAMILIES), FAMILIES_DEFAULT))
    ap.add_argument("--selftest", action="store_true",
                    help="check the checker: fake plugin output from the oracle's examples; "
                    "exactly the deliberately wrong witnesses must fail")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)

    indices = list(range(args.first, args.first + args.count))
    if args.only:
        indices = [int(x) for x in args.only.split(",")]
    fams = {"all": list(FAMILIES), "none": []}.get(args.families, args.families.split(","))
    for fm in fams:
        if fm not in FAMILIES:
            ap.error("unknown family '%s' (known: %s)" % (fm, ", ".join(FAMILIES)))
    cases = [generate(args.seed, i, fams) for i in indices]
    keep = args.keep or os.path.join(tempfile.gettempdir(), "drsat-difftest-seed%d" % args.seed)
    workdir = args.keep or tempfile.mkdtemp(prefix="drsat-difftest-")
    os.makedirs(workdir, exist_ok=True)
    lock = threading.Lock()

    def log(msg):
        with lock:
            print(msg, flush=True)

    batches = [cases[k:k + args.per_file] for k in range(0, len(cases), args.per_file)]
    with ThreadPoolExecutor(max_workers=max(1, args.j)) as ex:
        results = list(ex.map(lambda kb: check_batch(args, kb[0], kb[1], workdir, log),
                              enumerate(batches)))
    outs = [o for _, os_ in results for o in os_]
    passed = failed = 0
    stats = {"truth_race": 0, "plugin_race": 0, "unknown": 0, "true_pairs": 0, "missed_pairs": 0,
             "sc_cases": 0, "sc_race": 0, "sc_pairs": 0, "sc_missed": 0, "logical": 0}
    kinds, whys = {}, {}
    for o in outs:
        c = o.case
        stats["truth_race"] += o.truth_race
        stats["plugin_race"] += o.plugin_race
        stats["unknown"] += bool(o.unknown)
        stats["logical"] += o.logical_witnesses
        for w in (o.unknown or []):
            w = re.sub(r"^loop not analyzed: | \[drsat\]$", "", w)
            whys[w] = whys.get(w, 0) + 1
        if c.scalars:
            stats["sc_cases"] += 1
            stats["sc_race"] += o.truth_race
        if o.truth_race and o.plugin_race:
            stats["true_pairs"] += o.true_pairs
            stats["missed_pairs"] += o.missed_pairs
            missed = set(o.missed)
            for pair in o.true_pair_list:
                if c.sites[pair[0]].arr.ndim == 0:
                    stats["sc_pairs"] += 1
                    stats["sc_missed"] += pair in missed
            if not args.selftest:
                for s1, s2 in o.missed:
                    print("note: %s: true racing pair not reported: %s vs %s" % (
                        c.cid, site_desc(c, s1), site_desc(c, s2)))
        if args.selftest:
            kinds_here = set(k for k, _ in o.fails)
            if kinds_here == ({"bad-witness"} if o.expect_bad else set()):
                passed += 1
            else:
                failed += 1
                print("SELFTEST FAIL %s: expected %s, got %s" % (
                    o.case.cid, "one bad-witness" if o.expect_bad else "no failure", o.fails))
            continue
        if o.fails:
            failed += 1
            o.repro = write_repro(args, o, keep)
            for kind, text in o.fails:
                kinds[kind] = kinds.get(kind, 0) + 1
                print("FAIL %s [%s] %s -> %s" % (o.case.cid, kind, text, o.repro))
        else:
            passed += 1
    print("stats: %d cases, truth race in %d, plugin race in %d, not analyzed %d; "
          "pair coverage on racing cases: %d of %d true pairs reported" % (
              len(outs), stats["truth_race"], stats["plugin_race"], stats["unknown"],
              stats["true_pairs"] - stats["missed_pairs"], stats["true_pairs"]))
    print("scalars: %d cases with scalars, truth race in %d of them; %d of %d true racing pairs on "
          "scalars reported" % (stats["sc_cases"], stats["sc_race"],
                                stats["sc_pairs"] - stats["sc_missed"], stats["sc_pairs"]))
    if stats["logical"]:
        print("logical witnesses: %d (collapsed simd nests name the logical iteration number; "
              "only their pair and roles are checked)" % stats["logical"])
    if whys:
        print("not analyzed: " + "; ".join("%s (%d)" % kv for kv in sorted(whys.items())))
    if kinds:
        print("failures by kind: " + ", ".join("%s %d" % kv for kv in sorted(kinds.items())))
    if not args.keep and not failed:
        shutil.rmtree(workdir, ignore_errors=True)
    elif not args.keep:
        print("work files in %s" % workdir)
    if not args.plugin:
        print("note: no --plugin given: oracle only")
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

