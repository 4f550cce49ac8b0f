#!/usr/bin/env python3
"""difftest_tasks.py -- differential tester for drsat's tasks.

Generates random functions (deterministically from a seed) whose
`#pragma omp parallel num_threads(2)` region runs, in a `single`, a
sequence of: the creating thread's own accesses; `task` sites (with
`depend(in|out|inout: ...)` on scalars, elements and array sections
`A[lo:len]`, sometimes `if (0)`)
whose bodies access the same globals; `taskwait`, `taskwait depend(...)`,
`taskgroup` blocks, `if (c) { taskwait }` and sequential `for` loops of
3 iterations around any of these (with, inside, loops of 2 iterations); a task's body may create tasks of its
own (one level) and wait for them.  The accesses are stores, copies and
accumulations on A[8] (indexed by a constant or the loop counter) and the
scalars x, y.

Some task sites are `target nowait map(tofrom: A, x, y)` instead (a
target task: a device thread runs it, ordered as a task), and some
functions have no region at all: the host thread creates target tasks and
waits for them at its end.

The oracle ("truth") enumerates the orders the synchronisation allows: it
runs the creating thread for c = 0 and c = 1 and builds the
happens-before graph of OpenMP 5.2 -- each context's program order (the
creating thread's, each task's),
a task after the code before its creation, a task before the creator's
code after the taskwait, taskgroup end or undeferred wait that waits for it
(a taskwait: every child created before; a taskgroup: the children created
in it, and their descendants; `taskwait depend` and an `if (0)` task with
dependences: the earlier siblings whose dependences match), and a task
after every earlier sibling with a matching dependence (overlapping elements, not
both `in`).  A task's end is its own code's: a taskwait of its creator
does not wait for its children.  Two accesses to
one element, one a write, race when neither reaches the other: with two
threads, unordered tasks and code can run at once.

Failures are judged as in difftest_regions.py (UNSOUND, FALSE ALARM,
MISSED); "not analyzed" counts as unknown.  See docs/difftest.md.

  scripts/difftest_tasks.py --seed S --count N [--plugin libdrsat.so]
                            [--clang clang-19] [--keep DIR] [-j J]
"""

import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import difftest_regions as base  # noqa: E402  (the plugin run, the verdicts)

HEADER = "int A[8], x, y;\n"
IDX = ["0", "1", "3"]
LOOP_IDX = ["i", "i + 1", "0", "2"]
LOOP2_IDX = LOOP_IDX + ["j", "i + j", "2 * i + j"]   # in the inner loop


def loop_idx(loop):
    """The index expressions at loop level 0 (none), 1 (i) or 2 (i, j)."""
    return LOOP2_IDX if loop == 2 else LOOP_IDX if loop else []


# ---------------------------------------------------------------------------
# generator
# ---------------------------------------------------------------------------

class Gen:
    def __init__(self, rnd, host=False):
        self.r = rnd
        self.host = host   # the host's code: target tasks only

    def access(self, loop):
        r = self.r
        idxs = loop_idx(loop) + IDX
        k = r.random()
        if k < 0.35:
            return ("store", "A", r.choice(idxs))
        if k < 0.55:
            return ("scalar", r.choice("xy"))
        if k < 0.8:
            return ("copy", "A", r.choice(idxs), "A", r.choice(idxs))
        return ("accum", r.choice("xy"), "A", r.choice(idxs))

    def dep(self, loop):
        # (kind, object, first index or None, length or None: an element)
        r = self.r
        kind = r.choice(["in", "out", "inout"])
        k = r.random()
        if k < 0.4:
            return (kind, r.choice("xy"), None, None)
        first = r.choice(loop_idx(loop) + IDX)
        if k < 0.75:
            return (kind, "A", first, None)
        return (kind, "A", first, r.randint(1, 3))   # A[first:len]

    def task(self, loop, nested=False):
        r = self.r
        deps = [self.dep(loop) for _ in range(r.choice([0, 0, 1, 1, 2]))]
        if (self.host or r.random() < 0.2) and not nested:
            # a target task: a device thread runs it, a task as any other
            # for the order (its body makes no task; `if (0)` would only
            # move it to the host)
            body = [self.access(loop) for _ in range(r.randint(1, 2))]
            return ("task", deps, False, body, "target")
        if0 = r.random() < 0.12 and not nested
        body = [self.access(loop) for _ in range(r.randint(1, 2))]
        if not nested and not if0 and r.random() < 0.3:
            # a task inside: sometimes waited for, sometimes with siblings
            body.insert(r.randint(0, len(body)), self.task(loop, True))
            if r.random() < 0.3:
                body.insert(r.randint(0, len(body)), self.task(loop, True))
            if r.random() < 0.5:
                body.insert(r.randint(1, len(body)), ("taskwait",))
        return ("task", deps, if0, body)

    def stmt(self, depth, loop):
        r = self.r
        k = r.random()
        if loop == 1 and k >= 0.8:
            # a loop of 2 iterations inside the loop: its tasks' positions
            return ("loop2", [self.stmt(0, 2) for _ in range(r.randint(1, 2))])
        if k < 0.3:
            return self.access(loop)
        if k < 0.65:
            return self.task(loop)
        if k < 0.75:
            return ("taskwait",)
        if k < 0.8:
            return ("taskwait_dep", [self.dep(loop)])
        if k < 0.85:
            return ("ifwait",)
        if depth > 0 and k < 0.92 and not loop:
            return ("loop", [self.stmt(0, 1) for _ in range(r.randint(1, 3))])

        if depth > 0 and not loop and not self.host:
            return ("taskgroup", [self.stmt(0, False) for _ in range(r.randint(1, 2))])
        return self.task(loop)


def dep_text(deps):
    def item(o, i, n):
        if i is None:
            return o
        return "%s[%s]" % (o, i) if n is None else "%s[%s:%d]" % (o, i, n)
    return "".join(" depend(%s: %s)" % (k, item(o, i, n)) for k, o, i, n in deps)


def emit(p, st, ind, nodes):
    k = st[0]
    if k in ("store", "scalar", "copy", "accum"):
        base.emit(p, st, ind, nodes)
    elif k == "task":
        if len(st) > 4:   # a target task: ordered as a task
            p.add(ind, "#pragma omp target nowait map(tofrom: A, x, y)%s" % dep_text(st[1]))
        else:
            p.add(ind, "#pragma omp task%s%s" % (dep_text(st[1]), " if (0)" if st[2] else ""))
        p.add(ind, "{")
        sub = []
        for s in st[3]:
            emit(p, s, ind + 1, sub)
        p.add(ind, "}")
        nodes.append(("task", st[1], st[2], sub))
    elif k == "taskwait":
        p.add(ind, "#pragma omp taskwait")
        nodes.append(("taskwait",))
    elif k == "taskwait_dep":
        p.add(ind, "#pragma omp taskwait%s" % dep_text(st[1]))
        nodes.append(("task", st[1], True, []))   # an undeferred task, no body
    elif k == "ifwait":
        p.add(ind, "if (c) {")
        p.add(ind + 1, "#pragma omp taskwait")
        p.add(ind, "}")
        nodes.append(("ifwait",))
    elif k in ("loop", "loop2"):
        # the region's loop of 3 iterations (i), or one of 2 (j) inside it
        p.add(ind, "for (int i = 0; i < 3; i++) {" if k == "loop"
              else "for (int j = 0; j < 2; j++) {")
        sub = []
        for s in st[1]:
            emit(p, s, ind + 1, sub)
        p.add(ind, "}")
        nodes.append((k, sub))
    elif k == "taskgroup":
        p.add(ind, "#pragma omp taskgroup")
        p.add(ind, "{")
        sub = []
        for s in st[1]:
            emit(p, s, ind + 1, sub)
        p.add(ind, "}")
        nodes.append(("taskgroup", sub))


def make_case(rnd, n):
    host = rnd.random() < 0.2
    g = Gen(rnd, host)
    body = [g.stmt(1, False) for _ in range(rnd.randint(2, 6))]
    p = base.Printer()
    p.add(0, "void f%d(int c) {" % n)
    nodes = []
    if host:
        # no region: the host thread creates target tasks, and waits for
        # them before it returns
        for s in body:
            emit(p, s, 1, nodes)
        p.add(1, "#pragma omp taskwait")
        nodes.append(("taskwait",))
        p.add(0, "}")
        return p, nodes
    p.add(1, "#pragma omp parallel num_threads(2)")
    p.add(1, "#pragma omp single")
    p.add(1, "{")
    for s in body:
        emit(p, s, 2, nodes)
    p.add(1, "}")
    p.add(0, "}")
    return p, nodes


# ---------------------------------------------------------------------------
# oracle: the happens-before graph of one run of the creating thread
# ---------------------------------------------------------------------------

class Run:
    """One run of the creating thread for a value of c.  Every context (the
    creating thread "c", a task ("t", n)) has its steps, nodes (key, step);
    ("end", n) is task n's end (its own code, not its children's)."""

    def __init__(self, c):
        self.c = c
        self.edges = {}          # node -> set of nodes after it
        self.events = []         # (site, elem, mode, node)
        self.ntasks = 0

    def edge(self, a, b):
        self.edges.setdefault(a, set()).add(b)

    def ctx(self, key):
        # step: current; open: children not waited for; kids: (n, deps);
        # groups: per open taskgroup, the descendants created in it
        return {"key": key, "step": 0, "open": [], "kids": [], "groups": []}

    def node(self, cx):
        return (cx["key"], cx["step"])

    def next_step(self, cx):
        a = self.node(cx)
        cx["step"] += 1
        self.edge(a, self.node(cx))
        return self.node(cx)

    def wait_ends(self, cx, ends):
        """The context goes on after these ends."""
        at = self.next_step(cx)
        for t in ends:
            self.edge(("end", t), at)

    def accesses(self, acc, env, node):
        for a in acc:
            sid, obj, idx, mode = a[:4]
            elem = (obj, base.ev_idx(idx, env) if idx else 0)
            self.events.append((sid, elem, mode, node))

    def run(self, nodes, env, cx, groups):
        """groups: the open taskgroups' descendant lists (of every context
        up to the creating thread's) that new tasks join."""
        for nd in nodes:
            k = nd[0]
            if k == "acc":
                self.accesses(nd[1], env, self.next_step(cx))
            elif k == "task":
                # each item as the elements [lo, hi) of its object
                deps = []
                for kd, o, i, n in nd[1]:
                    lo = base.ev_idx(i, env) if i else 0
                    deps.append((kd, (o, lo, lo + (n or 1))))
                t = self.ntasks
                self.ntasks += 1
                before = [u for u, d2 in cx["kids"] if match(d2, deps)]
                cx["kids"].append((t, deps))
                if nd[2]:   # undeferred: its predecessors, its body, then on
                    self.wait_ends(cx, before)
                    for s in nd[3]:
                        self.accesses(s[1], env, self.next_step(cx))
                    continue
                tc = self.ctx(("t", t))
                self.edge(self.node(cx), self.node(tc))
                for u in before:
                    self.edge(("end", u), self.node(tc))
                for g in groups:
                    g.append(t)
                self.run(nd[3], env, tc, groups)
                self.edge(self.node(tc), ("end", t))
                cx["open"].append(t)
            elif k == "taskwait":
                self.wait_ends(cx, cx["open"])
                cx["open"] = []
            elif k == "ifwait":
                if self.c:
                    self.wait_ends(cx, cx["open"])
                    cx["open"] = []
            elif k == "loop":
                for i in range(3):
                    self.run(nd[1], dict(env, i=i), cx, groups)
            elif k == "loop2":
                for j in range(2):
                    self.run(nd[1], dict(env, j=j), cx, groups)
            elif k == "taskgroup":
                g = []
                self.run(nd[1], env, cx, groups + [g])
                self.wait_ends(cx, g)
                cx["open"] = [t for t in cx["open"] if t not in g]

    def reach(self, a, b):
        seen, todo = {a}, [a]
        while todo:
            x = todo.pop()
            if x == b:
                return True
            for y in self.edges.get(x, ()):
                if y not in seen:
                    seen.add(y)
                    todo.append(y)
        return False


def match(d1, d2):
    """Some dependence of d1 and of d2 on overlapping elements of one
    object, not both `in`."""
    return any(e1[0] == e2[0] and e1[1] < e2[2] and e2[1] < e1[2] and
               not (k1 == "in" and k2 == "in")
               for k1, e1 in d1 for k2, e2 in d2)


def truth(nodes):
    pairs = set()
    for c in (0, 1):
        r = Run(c)
        r.run(nodes, {}, r.ctx("c"), [])
        ev = r.events
        for a in range(len(ev)):
            for b in range(a + 1, len(ev)):
                e1, e2 = ev[a], ev[b]
                if e1[1] != e2[1] or ("w" not in e1[2] and "w" not in e2[2]):
                    continue
                if e1[3] == e2[3] or r.reach(e1[3], e2[3]) or r.reach(e2[3], e1[3]):
                    continue
                pairs.add(frozenset((e1[0], e2[0])))
    return pairs


def check_case(args, n, workdir):
    rnd = random.Random(args.seed * 1000003 + n)
    p, nodes = make_case(rnd, n)
    return base.compare(args, n, workdir, "t", HEADER, p, truth(nodes))


if __name__ == "__main__":
    sys.exit(base.main(__doc__, check_case, "drsat-tasks-"))
