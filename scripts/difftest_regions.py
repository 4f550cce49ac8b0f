#!/usr/bin/env python3
"""difftest_regions.py -- differential tester for drsat's parallel regions.

Generates random `#pragma omp parallel num_threads(K)` regions
(deterministically from a seed), computes which pairs of accesses can race
by running every region in an interpreter for every team size 1..K, and
compares with what the drsat plugin reports in its JSON report.

  scripts/difftest_regions.py --seed S --count N [--plugin libdrsat.so]
                              [--clang clang-19] [--keep DIR] [-j J]

The regions (one function each) use global arrays A[16], B[16] and scalars
x, y, and are made of: region-level statements (every thread runs them)
indexed by the thread number `tid` and the team size `nt`; `if (tid == c)`
and `if (tid % 2 == 0)` guards; `barrier`; `single [nowait]`; `master`;
`critical [(name)]`; `atomic` updates; `sections [nowait]` with two or three
sections; worksharing `for [schedule(static)] [nowait]` loops over 8
iterations (bound 8, or a parameter n the function returns early unless it
is 8) indexed by the iteration; region-level `for` loops with a barrier in their body, or without one
around `for nowait` and `single nowait` (whose encounters then overlap).
With --nested, region-level code may also hold a nested
`#pragma omp parallel num_threads(2)` whose threads (`u`, the inner thread
number) store, copy and accumulate indexed by tid and u, under `if (u == 0)`,
in critical and atomic, around inner barriers.
Barriers and worksharing constructs are never under a condition (that would
not be conforming OpenMP), and the code of a worksharing unit (an
iteration, a single, a section) does not depend on the thread running it.

The oracle ("truth") interprets the region for each team size T: every
thread runs the body; a worksharing unit runs on some thread of the team
(any one: the schedule is free), master on thread 0; iterations of
`schedule(static)` loops with one count (all have 8) and the same logical
iteration run on one thread (OpenMP 5.2, 11.5.3).  Each access is an
event (element, mode, thread or unit, phase = barriers passed, locks held).
Two events race when they touch the same element, one writes, they are in
the same phase, hold no common lock (critical name, atomic), and can run on
two different threads: two region-level events of different threads, a
region-level event and a unit (T >= 2), or two different units (T >= 2).
A nested region's events belong to their outer thread: against other outer
threads they are its region-level events; in one team (both inner team
sizes 1 and 2 are covered by 2) two events race when their inner threads
differ and they are in the same inner phase; other events of the same
outer thread are ordered with them by the fork and the join.

The plugin's answer for a function is the union of its constructs (the
region's own, and the loops inside it).  A failure is:
  * UNSOUND: the truth has a race and every construct says race-free;
  * FALSE ALARM: a reported pair of sites (line:col of the warning and of
    its note) that is not a true racing pair.
"not analyzed" counts as unknown; "possible race" as unknown unless true.
Output: one line per failure, statistics, and `N passed, M failed`; exit 1
on a failure.  See docs/difftest.md.
"""

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

N = 16          # elements of A and B
ITERS = 8       # iterations of a worksharing loop
REGION_IDX = ["tid", "tid + 1", "tid / 2", "tid % 2", "2 * tid", "0", "3", "nt - 1 - tid"]
NESTED_IDX = ["tid", "u", "2 * tid + u", "2 * tid + 1 - u", "2 * tid + u", "tid + u", "0", "u + 2"]
NESTED = False  # --nested: nested regions in region-level code
LOOP_IDX = ["i", "i + 1", "15 - i", "i / 2", "2 * i", "0"]


def ev_idx(e, env):
    """Value of an index expression (C semantics on small non-negative ints)."""
    return eval(e.replace("/", "//"), {}, dict(env))


# ---------------------------------------------------------------------------
# generator: a tree of statements, printed as C with the sites recorded
# ---------------------------------------------------------------------------

class Gen:
    def __init__(self, rnd):
        self.r = rnd
        self.crit = 0

    def access(self, ctx):
        """A leaf statement: a store, a scalar write, a copy or an
        accumulation.  Region-level code mostly indexes by thread (races
        would be the rule otherwise) and rarely writes a scalar."""
        r = self.r
        if ctx == "loop":
            idxs = LOOP_IDX + ["i"] * 3
        elif ctx == "kloop":   # a `for nowait` met once per k
            idxs = LOOP_IDX + ["i"] * 3 + ["2 * i + k"] * 3
        elif ctx == "unit":
            idxs = ["0", "3", "7", "1"]
        elif ctx in ("nested", "ncrit"):
            idxs = NESTED_IDX
        else:
            idxs = REGION_IDX + ["tid", "2 * tid", "nt - 1 - tid"] * 2
        k = r.random()
        scalar_p = 0.2 if ctx in ("unit", "crit", "ncrit") else 0.05
        if k < 0.45:
            return ("store", r.choice("AB"), r.choice(idxs))
        if k < 0.45 + scalar_p:
            return ("scalar", r.choice("xy"))
        if k < 0.85:
            return ("copy", r.choice("AB"), r.choice(idxs), r.choice("AB"), r.choice(idxs))
        return ("accum", r.choice("xy"), r.choice("AB"), r.choice(idxs))

    def block(self, depth, ctx, n=None):
        n = n if n is not None else self.r.randint(1, 3)
        return [self.stmt(depth, ctx) for _ in range(n)]

    def stmt(self, depth, ctx):
        """ctx: 'region' (top level of the region), 'cond' (under a tid
        condition, or in a region-level loop), 'unit' (single/section/master
        body), 'loop' (worksharing loop body)."""
        r = self.r
        k = r.random()
        if depth <= 0 or k < 0.4:
            return self.access(ctx)
        if ctx == "region" and NESTED and r.random() < 0.3:
            return ("nested", self.nested_block(depth - 1))
        if ctx == "region":
            c = r.random()
            if c < 0.12:
                return ("barrier",)
            if c < 0.24:
                return ("single", r.random() < 0.4, self.block(depth - 1, "unit"))
            if c < 0.32:
                return ("master", self.block(depth - 1, "unit"))
            if c < 0.46:
                return ("for", r.random() < 0.4, self.block(depth - 1, "loop")) + self.shape()
            if c < 0.56:
                return ("sections", r.random() < 0.4,
                        [self.block(depth - 1, "unit") for _ in range(r.randint(2, 3))])
            if c < 0.60:
                return ("seqloop", self.block(depth - 1, "cond", 2))
            if c < 0.64:
                return ("seqloopnb", [self.nbstmt(depth - 1)
                                      for _ in range(r.randint(1, 3))])
            if c < 0.80:
                return ("if", r.choice(["tid == 0", "tid == 1", "tid % 2 == 0"]),
                        self.block(depth - 1, "cond"))
        if ctx in ("region", "cond", "unit", "loop", "kloop"):
            c = r.random()
            if c < 0.5:
                self.crit += 1
                # (leaves only: a critical nested in one of its name deadlocks)
                return ("critical", r.choice(["", "(A1)", "(B1)"]),
                        [self.access(ctx if ctx in ("unit", "loop", "kloop") else "crit")
                         for _ in range(r.randint(1, 2))])
            return ("atomic", r.choice(["x", "y"]))
        return self.access(ctx)


    def nested_block(self, depth):
        """The body of a nested region: accesses by tid and u, `if (u ==
        0)`, critical, atomic, inner barriers (never under a condition)."""
        r = self.r
        out = []
        for _ in range(r.randint(1, 4)):
            c = r.random()
            if c < 0.15:
                out.append(("barrier",))
            elif c < 0.3 and depth > 0:
                out.append(("if", "u == 0", [self.access("nested")
                                             for _ in range(r.randint(1, 2))]))
            elif c < 0.42:
                out.append(("critical", r.choice(["", "(A1)"]),
                            [self.access("ncrit") for _ in range(r.randint(1, 2))]))
            elif c < 0.5:
                out.append(("atomic", r.choice(["x", "y"])))
            else:
                out.append(self.access("nested"))
        return out

    def shape(self):
        """A worksharing loop's schedule and bound: `schedule(static)` or
        none; ITERS or the parameter n (ITERS at run time, a count the
        plugin only knows as an expression)."""
        return (self.r.random() < 0.5, "n" if self.r.random() < 0.5 else str(ITERS))

    def nbstmt(self, depth):
        """A statement of a region-level loop without a barrier: a `for
        nowait` or `single nowait` (met once per k) or thread code."""
        c = self.r.random()
        if depth > 0 and c < 0.4:
            return ("for", True, self.block(depth - 1, "kloop")) + self.shape()
        if depth > 0 and c < 0.55:
            return ("single", True, self.block(depth - 1, "unit"))
        return self.stmt(depth, "cond")


class Printer:
    """C text of a function; records every access site (line, col)."""

    def __init__(self):
        self.lines = []
        self.sites = {}   # (line, col) -> site id
        self.n_loops = 0

    def add(self, indent, text, marks=()):
        """text with '@' before every access: recorded at its column."""
        line = len(self.lines) + 1
        out, ids = "", []
        pad = "  " * indent
        i = 0
        while i < len(text):
            if text[i] == "@":
                sid = len(self.sites)
                self.sites[(line, len(pad) + len(out) + 1)] = sid
                ids.append(sid)
                i += 1
                continue
            out += text[i]
            i += 1
        self.lines.append(pad + out)
        return ids


def emit(p, st, ind, nodes):
    """Prints statement st; attaches the site ids to a copy of st in nodes."""
    k = st[0]
    if k == "store":
        ids = p.add(ind, "@%s[%s] = 1;" % (st[1], st[2]))
        nodes.append(("acc", [(ids[0], st[1], st[2], "w")]))
    elif k == "scalar":
        ids = p.add(ind, "@%s = 2;" % st[1])
        nodes.append(("acc", [(ids[0], st[1], None, "w")]))
    elif k == "copy":
        ids = p.add(ind, "@%s[%s] = @%s[%s];" % (st[1], st[2], st[3], st[4]))
        # the right side is read first
        nodes.append(("acc", [(ids[1], st[3], st[4], "r"), (ids[0], st[1], st[2], "w")]))
    elif k == "accum":
        ids = p.add(ind, "@%s += @%s[%s];" % (st[1], st[2], st[3]))
        nodes.append(("acc", [(ids[1], st[2], st[3], "r"), (ids[0], st[1], None, "rw")]))
    elif k == "atomic":
        p.add(ind, "#pragma omp atomic")
        ids = p.add(ind, "@%s += 1;" % st[1])
        nodes.append(("acc", [(ids[0], st[1], None, "rw", "atomic")]))
    elif k == "barrier":
        p.add(ind, "#pragma omp barrier")
        nodes.append(("barrier",))
    elif k in ("single", "master"):
        nw = k == "single" and st[1]
        p.add(ind, "#pragma omp %s%s" % (k, " nowait" if nw else ""))
        nodes.append((k, nw, emit_braced(p, "{", st[-1], ind)))
    elif k == "critical":
        p.add(ind, "#pragma omp critical%s" % st[1])
        sub = emit_braced(p, "{", st[2], ind)
        nodes.append(("critical", "critical" + (st[1] or "()"), sub))
    elif k == "lock":
        # a critical section made of an OpenMP lock (--locks): its own lock,
        # excluding only the sections of the same lock
        p.add(ind, "omp_set_lock(&%s);" % st[1])
        sub = emit_braced(p, "{", st[2], ind)
        p.add(ind, "omp_unset_lock(&%s);" % st[1])
        nodes.append(("critical", "lock:" + st[1], sub))
    elif k == "if":
        nodes.append(("if", st[1], emit_braced(p, "if (%s) {" % st[1], st[2], ind)))
    elif k == "for":
        p.n_loops += 1
        p.add(ind, "#pragma omp for%s%s" % (" schedule(static)" if st[3] else "",
                                            " nowait" if st[1] else ""))
        sub = emit_braced(p, "for (int i = 0; i < %s; i++) {" % st[4], st[2], ind)
        nodes.append(("for", st[1], sub, p.n_loops, st[3]))
    elif k == "sections":
        p.add(ind, "#pragma omp sections%s" % (" nowait" if st[1] else ""))
        p.add(ind, "{")
        secs = []
        for blk in st[2]:
            p.add(ind + 1, "#pragma omp section")
            secs.append(emit_braced(p, "{", blk, ind + 1))
        p.add(ind, "}")
        nodes.append(("sections", st[1], secs))
    elif k == "seqloop":
        sub = emit_braced(p, "for (int k = 0; k < 2; k++) {", st[1], ind,
                          after=("#pragma omp barrier",))
        sub.append(("barrier",))
        nodes.append(("seqloop", sub))
    elif k == "nested":
        p.add(ind, "#pragma omp parallel num_threads(2)")
        sub = emit_braced(p, "{", st[1], ind,
                          before=("int u = omp_get_thread_num();", "(void)u;"))
        nodes.append(("nested", sub))
    elif k == "seqloopnb":
        # no barrier: the encounters of a `for nowait` in it overlap
        nodes.append(("seqloop", emit_braced(p, "for (int k = 0; k < 2; k++) {", st[1], ind)))


def emit_braced(p, opening, sts, ind, before=(), after=()):
    """Prints `opening`, the lines before, statements sts, the lines after
    (one level in) and `}`; returns the statements' nodes."""
    p.add(ind, opening)
    for line in before:
        p.add(ind + 1, line)
    sub = []
    for s in sts:
        emit(p, s, ind + 1, sub)
    for line in after:
        p.add(ind + 1, line)
    p.add(ind, "}")
    return sub


def lockify(x, rnd):
    """x with some `critical` statements made OpenMP lock brackets (--locks;
    rnd apart from the generator's, so the program is otherwise the same)."""
    if isinstance(x, list):
        return [lockify(s, rnd) for s in x]
    if isinstance(x, tuple) and x and x[0] == "critical" and rnd.random() < 0.5:
        return ("lock", {"(A1)": "LA1", "(B1)": "LB1"}.get(x[1], "L0"), lockify(x[2], rnd))
    if isinstance(x, tuple):
        return tuple(lockify(e, rnd) for e in x)
    return x


def make_case(rnd, n, locks=None):
    g = Gen(rnd)
    body = g.block(3, "region", rnd.randint(2, 5))
    if locks:
        body = lockify(body, locks)
    k = rnd.choice([2, 3, 4])
    p = Printer()
    p.add(0, "void f%d(int n) {" % n)
    p.add(1, "if (n != %d)" % ITERS)
    p.add(2, "return;")
    p.add(1, "#pragma omp parallel num_threads(%d)" % k)
    p.add(1, "{")
    p.add(2, "int tid = omp_get_thread_num(), nt = omp_get_num_threads();")
    p.add(2, "(void)tid; (void)nt;")
    nodes = []
    for s in body:
        emit(p, s, 2, nodes)
    p.add(1, "}")
    p.add(0, "}")
    return k, p, nodes


# ---------------------------------------------------------------------------
# oracle
# ---------------------------------------------------------------------------

def run_thread(nodes, env, thread, T, events, state):
    """Runs nodes as `thread` runs them; units (thread None) only once, from
    thread 0's run.  state: {'phase': int}; events: list."""
    for nd in nodes:
        k = nd[0]
        if k == "acc":
            for a in nd[1]:
                sid, obj, idx, mode = a[:4]
                locks = set(env["locks"]) | ({"atomic"} if len(a) > 4 else set())
                elem = (obj, ev_idx(idx, env) if idx else 0)
                if env["unit"] is None or thread == 0:
                    events.append((sid, elem, mode, env["unit"] is None and thread,
                                   env["unit"], state["phase"], frozenset(locks),
                                   env.get("master"),
                                   (env["team"], env["u"], env["iph"][0])
                                   if env.get("team") else None))
        elif k == "barrier":
            if env.get("team"):
                env["iph"][0] += 1   # the inner team's barrier
            else:
                state["phase"] += 1
        elif k == "nested":
            # this thread's team at this encounter, each inner thread u
            # with its own count of inner barriers passed
            team = (thread, id(nd), env.get("k"), state["phase"])
            for u in range(2):
                run_thread(nd[1], dict(env, u=u, team=team, iph=[0]), thread, T,
                           events, state)
        elif k == "if":
            if ev_idx(nd[1], env):
                run_thread(nd[2], env, thread, T, events, state)
        elif k == "critical":
            e2 = dict(env, locks=env["locks"] + [nd[1]])
            run_thread(nd[2], e2, thread, T, events, state)
        elif k in ("single", "master"):
            unit = ("u", id(nd), env.get("k"), state["phase"])
            e2 = dict(env, unit=unit, master=(k == "master"))
            run_thread(nd[2], e2, thread, T, events, state)
            if k == "single" and not nd[1]:
                state["phase"] += 1
        elif k == "sections":
            for j, sec in enumerate(nd[2]):
                unit = ("s", id(nd), j, state["phase"])
                run_thread(sec, dict(env, unit=unit), thread, T, events, state)
            if not nd[1]:
                state["phase"] += 1
        elif k == "for":
            for i in range(ITERS):
                unit = ("l", id(nd), env.get("k"), i, state["phase"], nd[4])
                run_thread(nd[2], dict(env, unit=unit, i=i), thread, T, events, state)
            if not nd[1]:
                state["phase"] += 1
        elif k == "seqloop":
            for kk in range(2):
                run_thread(nd[1], dict(env, k=kk), thread, T, events, state)


def truth(nodes, K):
    """The set of racing site pairs (frozensets) over team sizes 2..K."""
    pairs = set()
    for T in range(2, K + 1):
        events = []
        for t in range(T):
            env = {"tid": t, "nt": T, "locks": [], "unit": None}
            run_thread(nodes, env, t, T, events, {"phase": 0})
        for a in range(len(events)):
            for b in range(a, len(events)):
                e1, e2 = events[a], events[b]
                if e1[1] != e2[1] or e1[5] != e2[5]:
                    continue
                if "w" not in e1[2] and "w" not in e2[2]:
                    continue
                if e1[6] & e2[6]:
                    continue
                if not can_differ(e1, e2):
                    continue
                pairs.add(frozenset((e1[0], e2[0])))
    return pairs


def can_differ(e1, e2):
    """The two events can run on two different threads, unordered."""
    n1, n2 = e1[8], e2[8]
    if (n1 or n2) and e1[4] is None and e2[4] is None and e1[3] == e2[3]:
        # one outer thread: its team's threads (same encounter, inner
        # threads differ, same inner phase), else fork/join order
        return bool(n1 and n2 and n1[0] == n2[0] and n1[1] != n2[1] and
                    n1[2] == n2[2])
    u1, u2 = e1[4], e2[4]
    m1, m2 = e1[7], e2[7]
    if u1 is None and u2 is None:
        return e1[3] != e2[3]
    if u1 is not None and u2 is not None:
        if m1 and m2:
            return False          # both on thread 0
        if u1[0] == u2[0] == "l" and u1[5] and u2[5] and u1[3] == u2[3]:
            return False          # static loops of one count: one thread
        return u1 != u2
    # one region-level event of thread t, one unit
    t = e1[3] if u1 is None else e2[3]
    m = m2 if u1 is None else m1
    if m:
        return t != 0             # master's unit is on thread 0
    return True                   # the unit can run on another thread


# ---------------------------------------------------------------------------
# the plugin
# ---------------------------------------------------------------------------

HEADER = "int omp_get_thread_num(void);\nint omp_get_num_threads(void);\nint A[16], B[16], x, y;\n"
LOCK_HEADER = ("typedef struct { void *p; } omp_lock_t;\nvoid omp_set_lock(omp_lock_t *);\n"
               "void omp_unset_lock(omp_lock_t *);\nomp_lock_t L0, LA1, LB1;\n")


def check_case(args, n, workdir):
    rnd = random.Random(args.seed * 1000003 + n)
    locks = random.Random("locks-%d-%d" % (args.seed, n)) if args.locks else None
    K, p, nodes = make_case(rnd, n, locks)
    return compare(args, n, workdir, "r", HEADER + (LOCK_HEADER if locks else ""), p,
                   truth(nodes, K))


def compare(args, n, workdir, stem, header, p, true_pairs):
    """Runs the plugin on header + p's function and compares its JSON report
    with true_pairs (frozensets of site ids): ("ok", n, path, kind, racy) or
    (failure kind, n, path, detail).  Shared with difftest_tasks.py."""
    hdr_lines = header.count("\n")
    src = header + "\n".join(p.lines) + "\n"
    path = os.path.join(workdir, "%s%d.c" % (stem, n))
    with open(path, "w") as f:
        f.write(src)
    rep = path + ".json"
    cmd = [args.clang, "-fopenmp", "-fsyntax-only", "-fplugin=" + args.plugin,
           "-Xclang", "-plugin-arg-drsat", "-Xclang", "json=" + rep]
    if args.verify_runs:
        cmd += ["-Xclang", "-plugin-arg-drsat", "-Xclang", "verify-runs"]
    cmd.append(path)
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if res.returncode != 0 or not os.path.exists(rep):
        return ("ERROR", n, path, res.stderr[-400:])
    with open(rep) as f:
        doc = json.load(f)
    sites = {(l + hdr_lines, c): s for (l, c), s in p.sites.items()}
    verdicts, reported, unknown = [], set(), False
    for con in doc.get("constructs", []):
        v = con.get("verdict")
        verdicts.append(v)
        if v in ("not-analyzed", "not_analyzed"):
            if "internal solver error" in (con.get("reason") or ""):
                return ("INTERNAL ERROR", n, path, con["reason"])
            unknown = True
        for race in con.get("races", []):
            a = sites.get((race["first"]["line"], race["first"]["col"]))
            b = sites.get((race["second"]["line"], race["second"]["col"]))
            possible = bool(race.get("possible")) or v in ("possible-race", "possible_race")
            if a is None or b is None:
                return ("FALSE ALARM", n, path, "a race at sites not generated: %s" % race["message"])
            pair = frozenset((a, b))
            if pair not in true_pairs:
                if possible:
                    unknown = True
                    continue
                return ("FALSE ALARM", n, path, race["message"])
            reported.add(pair)
    if true_pairs and not reported and not unknown:
        return ("UNSOUND", n, path, "%d true pairs, verdicts %s" % (len(true_pairs), verdicts))
    missed = true_pairs - reported
    if missed and not unknown:   # one warning per racing pair of accesses
        a, b = (sorted(next(iter(missed))) * 2)[:2]
        where = {s: lc for lc, s in sites.items()}
        return ("MISSED", n, path, "%d true pairs not reported, e.g. %d:%d with %d:%d" %
                ((len(missed),) + where[a] + where[b]))
    kind = "unknown" if unknown and not reported else ("race" if reported else "race-free")
    return ("ok", n, path, kind, bool(true_pairs))


def main(doc=__doc__, check=None, prefix="drsat-regions-"):
    """The command line of this tester and of difftest_tasks.py: check(args,
    n, workdir) judges case n."""
    check = check or check_case
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--plugin", default=os.path.join(os.path.dirname(__file__), "..",
                                                      "build", "lib", "libdrsat.so"))
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--keep", help="keep the generated files (and failures) here")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--nested", action="store_true",
                    help="regions: nested parallel regions in region-level code")
    ap.add_argument("--locks", action="store_true",
                    help="regions: half the critical sections made of OpenMP locks")
    ap.add_argument("--verify-runs", action="store_true",
                    help="check every race the plugin finds by running the loops against "
                         "its Z3 query (the plugin's verify-runs)")
    args = ap.parse_args()
    global NESTED
    NESTED = args.nested
    args.plugin = os.path.abspath(args.plugin)
    workdir = args.keep or tempfile.mkdtemp(prefix=prefix)
    os.makedirs(workdir, exist_ok=True)
    with ThreadPoolExecutor(max_workers=args.j) as ex:
        results = list(ex.map(lambda n: check(args, n, workdir), range(args.count)))
    failed = [r for r in results if r[0] != "ok"]
    for r in failed:
        print("%s: case %d (%s): %s" % (r[0], r[1], r[2], r[3]))
    oks = [r for r in results if r[0] == "ok"]
    stats = {k: sum(1 for r in oks if r[3] == k) for k in ("race", "race-free", "unknown")}
    print("truth: race in %d of %d cases; plugin: %d race, %d race-free, %d unknown" %
          (sum(1 for r in oks if r[4]), len(oks), stats["race"], stats["race-free"],
           stats["unknown"]))
    print("%d passed, %d failed" % (len(oks), len(failed)))
    if not args.keep and not failed:
        shutil.rmtree(workdir, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
