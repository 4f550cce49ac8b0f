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
  * the plugin's warnings are parsed (warning at the first access, note at the
    second), mapped back to access sites by line:col, and checked: verdict,
    every reported pair a true racing pair, every witness a real collision
    (the twin is re-run and searched for the witness's iterations and inputs).

Output: one line per failing case (kind, details, reproducer path), some
statistics, and the closing line `N passed, M failed`.  Exit status 1 when
anything failed.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor

# ---------------------------------------------------------------------------
# C integer types and interval arithmetic with C semantics
# ---------------------------------------------------------------------------


class Reject(Exception):
    """The expression could have undefined behaviour or is too wide."""


class Ty:
    def __init__(self, name, bits, signed, suffix):
        self.name, self.bits, self.signed, self.suffix = name, bits, signed, suffix
        self.min = -(1 << (bits - 1)) if signed else 0
        self.max = (1 << (bits - 1)) - 1 if signed else (1 << bits) - 1

    def __repr__(self):
        return self.name


INT = Ty("int", 32, True, "")
UINT = Ty("unsigned", 32, False, "u")
LL = Ty("long long", 64, True, "LL")
ULL = Ty("unsigned long long", 64, False, "ULL")
SCHAR = Ty("signed char", 8, True, None)
UCHAR = Ty("unsigned char", 8, False, None)
SHORT = Ty("short", 16, True, None)
USHORT = Ty("unsigned short", 16, False, None)


def promote(t):
    return INT if t.bits < 32 else t


def uac(a, b):
    """C's usual arithmetic conversions (after promotion)."""
    a, b = promote(a), promote(b)
    if a is b:
        return a
    if a.bits == b.bits:
        return a if not a.signed else b
    big, small = (a, b) if a.bits > b.bits else (b, a)
    return big


def conv(iv, t):
    """Interval of converting values in iv to type t (wraps modulo 2^bits)."""
    lo, hi = iv
    if t.min <= lo and hi <= t.max:
        return iv
    m = 1 << t.bits
    if (lo - t.min) // m == (hi - t.min) // m:
        return ((lo - t.min) % m + t.min, (hi - t.min) % m + t.min)
    return (t.min, t.max)


def cdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


PREC = {"*": 13, "/": 13, "%": 13, "+": 12, "-": 12, "<<": 11, ">>": 11,
        "<": 10, "<=": 10, ">": 10, ">=": 10, "==": 9, "!=": 9, "&": 8,
        "^": 7, "|": 6, "&&": 5, "||": 4}
CMPS = ("<", "<=", ">", ">=", "==", "!=")


def paren(e, prec, right=False):
    s = e.render()
    if e.prec < prec or (right and e.prec == prec and prec < 15):
        return "(" + s + ")"
    return s


class Const:
    prec = 16

    def __init__(self, v, t=INT, name=None):
        self.v, self.t, self.name = v, t, name
        if v < 0 and name is None:
            self.prec = 15

    def render(self):
        if self.name:
            return self.name
        s = str(abs(self.v)) + (self.t.suffix or "")
        return s if self.v >= 0 else "-" + s

    def iv(self, env):
        return (self.v, self.v)


class Var:
    prec = 16

    def __init__(self, name, t):
        self.name, self.t = name, t

    def render(self):
        return self.name

    def iv(self, env):
        return env[self.name]


class Bin:
    def __init__(self, op, a, b):
        self.op, self.a, self.b = op, a, b
        self.prec = PREC[op]
        if op in CMPS or op in ("&&", "||"):
            self.t = INT
        elif op in ("<<", ">>"):
            self.t = promote(a.t)
        else:
            self.t = uac(a.t, b.t)

    def render(self):
        return "%s %s %s" % (paren(self.a, self.prec), self.op,
                             paren(self.b, self.prec, True))

    def iv(self, env):
        op, t = self.op, self.t
        if op in ("&&", "||") or op in CMPS:
            self.a.iv(env)
            self.b.iv(env)
            return (0, 1)
        if op in ("<<", ">>"):
            ai = self.a.iv(env)
            if not isinstance(self.b, Const) or not 0 <= self.b.v < t.bits:
                raise Reject()
            c = self.b.v
            if op == ">>":
                return (ai[0] >> c, ai[1] >> c)
            if t.signed:
                if ai[0] < 0 or (ai[1] << c) > t.max:
                    raise Reject()
                return (ai[0] << c, ai[1] << c)
            return conv((ai[0] << c, ai[1] << c), t)
        ai = conv(self.a.iv(env), t)
        bi = conv(self.b.iv(env), t)
        if op == "+":
            r = (ai[0] + bi[0], ai[1] + bi[1])
        elif op == "-":
            r = (ai[0] - bi[1], ai[1] - bi[0])
        elif op == "*":
            c = [x * y for x in ai for y in bi]
            r = (min(c), max(c))
        elif op == "/":
            if bi[0] <= 0 <= bi[1]:
                raise Reject()
            c = [cdiv(x, y) for x in ai for y in bi]
            r = (min(c), max(c))
        elif op == "%":
            if bi[0] <= 0 <= bi[1]:
                raise Reject()
            m = max(abs(bi[0]), abs(bi[1])) - 1
            if ai[0] >= 0:
                r = (0, min(ai[1], m))
            elif ai[1] <= 0:
                r = (max(ai[0], -m), 0)
            else:
                r = (max(ai[0], -m), min(ai[1], m))
        elif op == "&":
            if ai[0] >= 0 and bi[0] >= 0:
                r = (0, min(ai[1], bi[1]))
            elif bi[0] >= 0:
                r = (0, bi[1])
            elif ai[0] >= 0:
                r = (0, ai[1])
            else:
                raise Reject()
        elif op in ("|", "^"):
            if ai[0] < 0 or bi[0] < 0:
                raise Reject()
            r = (0, (1 << max(ai[1], bi[1]).bit_length()) - 1)
        else:
            raise AssertionError(op)
        if t.signed:
            if r[0] < t.min or r[1] > t.max:
                raise Reject()
            return r
        return conv(r, t)


class Un:
    prec = 15

    def __init__(self, op, a):
        self.op, self.a = op, a
        self.t = INT if op == "!" else promote(a.t)

    def render(self):
        s = self.a.render()
        if self.a.prec < 16 or isinstance(self.a, Un):
            s = "(" + s + ")"
        return self.op + s

    def iv(self, env):
        ai = conv(self.a.iv(env), self.t)
        if self.op == "!":
            return (0, 1)
        if self.op == "-":
            r = (-ai[1], -ai[0])
        else:
            r = (-ai[1] - 1, -ai[0] - 1)
        if self.t.signed:
            if r[0] < self.t.min or r[1] > self.t.max:
                raise Reject()
            return r
        return conv(r, self.t)


class Cast:
    prec = 15

    def __init__(self, t, a):
        self.t, self.a = t, a

    def render(self):
        return "(%s)%s" % (self.t.name, paren(self.a, 15))

    def iv(self, env):
        return conv(self.a.iv(env), self.t)


class Ite:
    prec = 3

    def __init__(self, c, a, b):
        self.c, self.a, self.b = c, a, b
        self.t = uac(a.t, b.t)

    def render(self):
        return "%s ? %s : %s" % (paren(self.c, 4), self.a.render(), paren(self.b, 3))

    def iv(self, env):
        self.c.iv(env)
        x = conv(self.a.iv(env), self.t)
        y = conv(self.b.iv(env), self.t)
        return (min(x[0], y[0]), max(x[1], y[1]))


def add_const(e, d):
    if d == 0:
        return e
    if d > 0:
        return Bin("+", e, Const(d, INT))
    return Bin("-", e, Const(-d, INT))


class SRef:
    """A read of a scalar inside an expression: the index of an inner loop
    declared outside the construct (`int j; ... for (j = 0; ...) a[j]`).
    It is an access site of its own; the site number is given when the node
    is first rendered (each node is rendered at one place: reused patterns
    are cloned with clone_expr)."""
    prec = 16

    def __init__(self, scal, t, case, tup):
        self.scal, self.t, self.case, self.tup = scal, t, case, list(tup)
        self.name = scal.name
        self.site = None

    def render(self):
        if self.site is None:
            self.site = len(self.case.sites)
            self.case.sites.append(Access(self.scal, [], READ, self.site, self.tup, []))
        return "\x03%d\x04%s" % (self.site, self.name)

    def iv(self, env):
        return env[self.name]


def clone_expr(e, scope):
    """A copy of e for use at another place (scope): SRef nodes are new sites."""
    if isinstance(e, SRef):
        return SRef(e.scal, e.t, e.case, scope.tup)
    if isinstance(e, Bin):
        return Bin(e.op, clone_expr(e.a, scope), clone_expr(e.b, scope))
    if isinstance(e, Un):
        return Un(e.op, clone_expr(e.a, scope))
    if isinstance(e, Cast):
        return Cast(e.t, clone_expr(e.a, scope))
    if isinstance(e, Ite):
        return Ite(clone_expr(e.c, scope), clone_expr(e.a, scope), clone_expr(e.b, scope))
    return e


SREF_RE = re.compile("\x03(\\d+)\x04([A-Za-z_]\\w*)")
MARK_RE = re.compile("[\x01\x03]\\d+[\x02\x04]")


# ---------------------------------------------------------------------------
# The generated program: scopes, arrays, accesses, statements
# ---------------------------------------------------------------------------

READ, WRITE, RW = 1, 2, 3
MODE_NAME = {1: "read", 2: "write", 3: "read-write"}


class Scope:
    """Variables visible at a point: name -> (type, lo, hi, kind)."""

    def __init__(self, vars_=None, tup=None, vvars=None):
        self.vars = dict(vars_ or {})
        self.tup = list(tup or [])          # names passed to rec()
        self.vvars = list(vvars or [])      # private value accumulators

    def add(self, name, t, lo, hi, kind, in_tuple):
        s = Scope(self.vars, self.tup, self.vvars)
        s.vars[name] = (t, lo, hi, kind)
        if in_tuple:
            s.tup.append(name)
        return s

    def add_vvar(self, name):
        s = Scope(self.vars, self.tup, self.vvars)
        s.vvars.append(name)
        return s

    def env(self):
        return {n: (v[1], v[2]) for n, v in self.vars.items()}


class Arr:
    def __init__(self, name, ety, esize, ndim, aid, is_global):
        self.name, self.ety, self.esize, self.ndim = name, ety, esize, ndim
        self.aid, self.is_global = aid, is_global
        self.is_double = ety == "double"
        self.accs = []
        self.shift = [0] * ndim
        self.dims = [1] * ndim
        self.patterns = []

    def decl(self):
        d = "".join("[%d]" % n for n in self.dims)
        if self.is_global:
            return "static %s %s%s;" % (self.ety, self.name, d)
        return "%s %s%s = {0};" % (self.ety, self.name, d)


class Scal:
    """A scalar variable: a zero-dimensional array for the oracle.

    role: temp (written, read), acc (updated by one reduction operator),
    flag (written a constant), ro (read only), idx (index of an inner loop
    declared outside the construct).  sharing: shared (no clause, or listed in
    shared(...)), private, firstprivate, lastprivate, reduction, body (declared
    in the loop body).  Only shared scalars are recorded by the oracle: every
    other kind gives each iteration (thread) its own copy."""
    ndim = 0

    def __init__(self, name, ty, role, aid, is_global):
        self.name, self.ty, self.role, self.aid, self.is_global = name, ty, role, aid, is_global
        self.is_double = ty == "double"
        self.ety = "double" if self.is_double else ty.name
        self.esize = 8 if self.is_double else ty.bits // 8
        self.dims, self.shift, self.accs, self.patterns = [], [], [], []
        self.sharing = "shared"
        self.redop = None
        self.listed = False         # named in shared(...)

    def recorded(self):
        return self.sharing == "shared"

    def init_value(self):
        one = self.redop in ("*", "&&") or (self.redop == "&" and not self.is_double)
        if self.is_double:
            return "1.0" if one else "0.0"
        return "1" if one else "0"

    def decl(self):
        if self.role == "idx":
            return "int %s;" % self.name
        if self.is_global:
            return "static %s %s;" % (self.ety, self.name)
        return "%s %s = %s;" % (self.ety, self.name, self.init_value())


class Access:
    def __init__(self, arr, idx, mode, site, tup, ivs):
        self.arr, self.idx, self.mode, self.site, self.tup, self.ivs = arr, idx, mode, site, tup, ivs
        self.atomic = False
        self.alias = None       # family "alias": the plugin file names a pointer to arr
        arr.accs.append(self)

    def lvalue(self, alias=False):
        subs = ""
        for d, e in enumerate(self.idx):
            s = self.arr.shift[d]
            subs += "[" + (add_const(e, s).render() if s else e.render()) + "]"
        return ((self.alias if alias and self.alias else self.arr.name)) + subs

    def text(self):
        return MARK_RE.sub("", self.lvalue())

    def render(self, tw):
        lv = self.lvalue()
        if not tw:
            return "\x01%d\x02%s" % (self.site, self.lvalue(alias=True))
        vals = ", ".join("(long long)(%s)" % n for n in self.tup)
        if self.arr.ndim == 0:
            if not self.arr.recorded():
                return lv
            return "SACC(%d, %d, %d, %s, %s, %d, %s)" % (
                self.arr.aid, self.site, self.mode, "1" if self.atomic else "g_lock", lv,
                len(self.tup), vals)
        return "ACC(%d, %d, %d, %s, %s, %d, %s)" % (
            self.arr.aid, self.site, self.mode, self.arr.name, lv, len(self.tup), vals)


def render_rhs(terms, tw):
    out = []
    for kind, x in terms:
        if kind == "read":
            r = x.render(tw)
            out.append(("%s * 0.5" % r) if x.arr.is_double else ("(%s & 255)" % r))
        elif kind == "expr":
            out.append(paren(x, 13))
        elif kind == "vvar":
            out.append("(%s & 1023)" % x)
        else:
            out.append(str(x))
    return " + ".join(out) if out else "1"


class Stmt:
    pass


class SAssign(Stmt):
    def __init__(self, acc, op, rhs):
        self.acc, self.op, self.rhs = acc, op, rhs

    def render(self, tw, ind):
        return [ind + "%s %s %s;" % (self.acc.render(tw), self.op, render_rhs(self.rhs, tw))]


class SIncDec(Stmt):
    def __init__(self, acc, op, pre):
        self.acc, self.op, self.pre = acc, op, pre

    def render(self, tw, ind):
        a = self.acc.render(tw)
        return [ind + ((self.op + a) if self.pre else (a + self.op)) + ";"]


class SDecl(Stmt):
    def __init__(self, t, name, e):
        self.t, self.name, self.e = t, name, e

    def render(self, tw, ind):
        return [ind + "%s %s = %s;" % (self.t.name, self.name, self.e.render())]


class SVDecl(Stmt):
    def __init__(self, name, rhs):
        self.name, self.rhs = name, rhs

    def render(self, tw, ind):
        return [ind + "int %s = %s;" % (self.name, render_rhs(self.rhs, tw))]


class SVUpd(Stmt):
    def __init__(self, name, rhs):
        self.name, self.rhs = name, rhs

    def render(self, tw, ind):
        return [ind + "%s += %s;" % (self.name, render_rhs(self.rhs, tw))]


def render_block(stmts, tw, ind):
    out = []
    for s in stmts:
        out += s.render(tw, ind)
    return out


class SIf(Stmt):
    def __init__(self, c, th, el):
        self.c, self.th, self.el = c, th, el

    def render(self, tw, ind):
        out = [ind + "if (%s) {" % self.c.render()]
        out += render_block(self.th, tw, ind + "  ")
        if self.el:
            out.append(ind + "} else {")
            out += render_block(self.el, tw, ind + "  ")
        out.append(ind + "}")
        return out


class SCont(Stmt):
    def __init__(self, c):
        self.c = c

    def render(self, tw, ind):
        return [ind + "if (%s)" % self.c.render(), ind + "  continue;"]


class SSwitch(Stmt):
    def __init__(self, e, cases):
        self.e, self.cases = e, cases       # [(values or None, stmts, brk)]

    def render(self, tw, ind):
        out = [ind + "switch (%s) {" % self.e.render()]
        for vals, body, brk in self.cases:
            labels = " ".join(("case %d:" % v) for v in vals) if vals is not None else "default:"
            out.append(ind + labels + " {")
            out += render_block(body, tw, ind + "  ")
            out.append(ind + ("} break;" if brk else "}"))
        out.append(ind + "}")
        return out


class Loop:
    """for (T v = init; v OP bound; step)"""

    def __init__(self, var, t, init, op, bound, step, decl=True):
        self.var, self.t, self.init, self.op, self.bound, self.step = var, t, init, op, bound, step
        self.decl = decl
        if t.signed and not uac(t, bound.t).signed:
            # keep the comparison signed: `i >= n` with an unsigned n would
            # compare in unsigned arithmetic and never stop at i = -1
            self.bound = Cast(t, bound)

    def header(self, stepstyle=0):
        v = self.var
        init = ("%s %s = %s" % (self.t.name, v, self.init.render())) if self.decl \
            else ("%s = %s" % (v, self.init.render()))
        s = self.step
        if s == 1:
            inc = ("++" + v) if stepstyle else (v + "++")
        elif s == -1:
            inc = ("--" + v) if stepstyle else (v + "--")
        elif s > 0:
            inc = ("%s += %d" % (v, s)) if not stepstyle else ("%s = %s + %d" % (v, v, s))
        else:
            inc = "%s -= %d" % (v, -s)
        return "for (%s; %s %s %s; %s)" % (init, v, self.op, paren(self.bound, 10, True), inc)

    def interval(self, env):
        a = conv(self.init.iv(env), self.t)
        b = conv(self.bound.iv(env), self.t) if self.t.signed else self.bound.iv(env)
        if self.step > 0:
            lo = a[0]
            hi = b[1] - (0 if self.op == "<=" else 1)
        else:
            hi = a[1]
            lo = b[0] + (0 if self.op == ">=" else 1)
        if lo > hi:
            lo = hi = a[0]
        return lo, hi


class SFor(Stmt):
    def __init__(self, loop, body, stepstyle, hsites=None):
        self.loop, self.body, self.stepstyle = loop, body, stepstyle
        self.hsites = hsites    # (init, cond, inc) accesses of an index declared outside

    def header(self, tw):
        if not self.hsites:
            return self.loop.header(self.stepstyle)
        lp = self.loop
        ini, cnd, inc = (a.render(tw) for a in self.hsites)
        s = lp.step
        if abs(s) == 1:
            op = "++" if s > 0 else "--"
            step = (op + inc) if self.stepstyle else (inc + op)
        else:
            step = "%s %s= %d" % (inc, "+" if s > 0 else "-", abs(s))
        return "for (%s = %s; %s %s %s; %s)" % (ini, lp.init.render(), cnd, lp.op,
                                               paren(lp.bound, 10, True), step)

    def render(self, tw, ind):
        out = [ind + self.header(tw) + " {"]
        out += render_block(self.body, tw, ind + "  ")
        out.append(ind + "}")
        return out


class SExtern(Stmt):
    """Family "extern": `{ extern T g; <stmt> }` -- the statement names the
    global g through a block-scope declaration."""

    def __init__(self, objs, inner):
        self.objs, self.inner = objs, inner

    def render(self, tw, ind):
        decls = " ".join("extern %s %s%s;" % (o.ety, o.name, "".join("[%d]" % n for n in o.dims))
                         for o in self.objs)
        return [ind + "{ " + decls] + self.inner.render(tw, ind + "  ") + [ind + "}"]


class SShadow(Stmt):
    """Family "shadow": a block-local variable named like a global object;
    it is private to the iteration, so it never races."""

    def __init__(self, name, init):
        self.name, self.init = name, init

    def render(self, tw, ind):
        return [ind + "{ int %s = %s;" % (self.name, self.init),
                ind + "  %s = %s * 2 + 1; }" % (self.name, self.name)]


class WrapLoop(Loop):
    """Family "wrap": a loop over a char/short/unsigned variable whose values
    are precomputed by running it as C (`v = (T)(v + step)`), so they may wrap
    around the type's edge before `!=` meets the bound."""

    def __init__(self, var, t, init, op, bound, step, values):
        Loop.__init__(self, var, t, Const(init, UINT if t is UINT else INT), op,
                      Const(bound, UINT if t is UINT else INT), step, True)
        self.values = values

    def interval(self, env):
        return min(self.values), max(self.values)


def wrap_kind(lp, kind):
    """The scope kind of a loop's variable: a wrapping variable of a wide type
    (values near 2^15, 2^16, 2^32) never enters subscripts ("opaque": only
    compared with its values); a narrow one is not a bound of further loops."""
    if not isinstance(lp, WrapLoop) or kind == "par":
        return kind
    if lp.t.bits > 8:
        return "opaque"
    return "winner" if kind == "inner" else kind


def run_loop(t, init, op, bound, step, limit):
    """The values of `for (T v = init; v op bound; v += step)` as C runs it
    (the sum converted back to T), None if more than limit; and whether it
    wrapped (a sum outside T)."""
    cmp = {"<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
           ">=": lambda a, b: a >= b, "!=": lambda a, b: a != b}[op]
    v, vals, wrapped = init, [], False
    while cmp(v, bound):
        vals.append(v)
        if len(vals) > limit:
            return None, True
        n = v + step
        if n < t.min or n > t.max:
            wrapped = True
            n = (n - t.min) % (1 << t.bits) + t.min
        v = n
    return vals, wrapped


class SLine(Stmt):
    """A fixed line (a declaration in the body)."""

    def __init__(self, text):
        self.text = text

    def render(self, tw, ind):
        return [ind + self.text]


def render_paren_rhs(terms, tw):
    r = render_rhs(terms, tw)
    return r if len(terms) == 1 and terms[0][0] == "const" else "(" + r + ")"


class SBinUpd(Stmt):
    """x = x op rhs, or x = rhs op x."""

    def __init__(self, w, r, op, rhs, rfirst):
        self.w, self.r, self.op, self.rhs, self.rfirst = w, r, op, rhs, rfirst

    def render(self, tw, ind):
        e = render_paren_rhs(self.rhs, tw)
        rr = self.r.render(tw)
        return [ind + "%s = %s %s %s;" % (self.w.render(tw), rr if self.rfirst else e, self.op,
                                          e if self.rfirst else rr)]


class SMinMax(Stmt):
    """x = x < e ? e : x and the other min/max forms.  The operand read of x
    (r2) runs only when the comparison picks it; the comparison depends on the
    racing value of x, so the oracle records r2 whenever the statement runs."""

    def __init__(self, w, r1, r2, e, cmp, xleft, pick_e_first):
        self.w, self.r1, self.r2, self.e, self.cmp = w, r1, r2, e, cmp
        self.xleft, self.pick_e_first = xleft, pick_e_first

    def render(self, tw, ind):
        e = paren(self.e, 4)
        x1 = self.r1.render(tw)
        if self.xleft:
            cond = "%s %s %s" % (x1, self.cmp, paren(self.e, PREC["<"], True))
        else:
            cond = "%s %s %s" % (paren(self.e, PREC["<"]), self.cmp, x1)
        out = []
        if tw and self.r2.arr.recorded():
            out.append(ind + "(void)%s;" % self.r2.render(True))
            x2 = self.r2.arr.name
        else:
            x2 = self.r2.render(tw)
        t, f = (e, x2) if self.pick_e_first else (x2, e)
        out.append(ind + "%s = %s ? %s : %s;" % (self.w.render(tw), cond, t, f))
        return out


class SAtomic(Stmt):
    """#pragma omp atomic [read|write|update] and its statement."""

    def __init__(self, clause, inner, decl=None):
        self.clause, self.inner, self.decl = clause, inner, decl

    def render(self, tw, ind):
        out = [ind + self.decl] if self.decl else []
        if not tw:
            out.append(ind + "#pragma omp atomic" + self.clause)
        return out + self.inner.render(tw, ind)


class SReadInto(Stmt):
    """v = x; (the statement of an atomic read; v is declared in the body)"""

    def __init__(self, name, acc):
        self.name, self.acc = name, acc

    def render(self, tw, ind):
        return [ind + "%s = %s;" % (self.name, self.acc.render(tw))]


class SCrit(Stmt):
    """#pragma omp critical[(name)] { ... }; the oracle's twin sets the lock id."""

    def __init__(self, name, lid, body):
        self.name, self.lid, self.body = name, lid, body

    def render(self, tw, ind):
        if tw:
            return ([ind + "{ g_lock = %d;" % self.lid] + render_block(self.body, tw, ind + "  ") +
                    [ind + "  g_lock = 0; }"])
        return ([ind + "#pragma omp critical" + ("(%s)" % self.name if self.name else ""), ind + "{"] +
                render_block(self.body, tw, ind + "  ") + [ind + "}"])


# ---------------------------------------------------------------------------
# The generator
# ---------------------------------------------------------------------------

ELEM_TYPES = [("int", 4)] * 4 + [("char", 1), ("short", 2), ("long long", 8),
                                 ("double", 8), ("unsigned", 4)]
INNER_NAMES = ["j", "k", "l", "m", "p", "q"]


class Case:
    """One generated function."""

    def __init__(self, cid, fname):
        self.cid, self.fname = cid, fname
        self.params = []        # (name, Ty, lo, hi, enum_lo, enum_hi)
        self.guard = []         # lines
        self.wrap = None        # condition text wrapping the loop nest, or None
        self.macros = []        # lines
        self.pre = []           # lines of pre-loop scalar code
        self.arrays = []
        self.outer = []         # [(Loop, stepstyle)]
        self.pragma = ""
        self.kind = "parallel for"
        self.simd = False
        self.safelen = 0
        self.par = None
        self.par_style = 0
        self.collapse = None    # the second loop of collapse(2)
        self.scalars = []       # Scal declared outside the construct (and in the body)
        self.region = None      # pragma of the parallel region around '#pragma omp for' 
        self.body = []
        self.sites = []
        self.features = set()
        self.helpers = []       # file-level lines before the function (family "alias")
        self.teams = 0          # family "teams": 1 locks other than atomic do not
                                # protect (iterations in different teams), 2 one
                                # team runs the iterations in order
        self.post = []          # lines after the local declarations (family "alias")


class Gen:
    def __init__(self, rng, case, srng=None, families=(), frng=None):
        self.rng, self.c = rng, case
        # generator families beyond the base ones (FAMILIES), drawn from their
        # own stream so that without them every case stays what it was
        self.fam, self.frng = set(families), frng
        self.ntemp = 0
        self.nvvar = 0
        self.inner_pool = list(INNER_NAMES)
        # a "disciplined" function writes only arrays[0], always at one
        # subscript one-to-one in the construct's variable, and reads it only
        # there: mostly race-free, so the verdicts are balanced
        self.disc = rng.random() < 0.3
        self.pattern = None
        # a "big" function has a construct loop of hundreds of iterations:
        # the plugin's cost must not depend on trip counts
        self.big = rng.random() < 0.12
        self.w1, self.w2 = (6000, 60) if self.big else (300, 24)
        self.abs_lo, self.abs_hi = (-6000, 9000) if self.big else (-400, 800)
        # scalars and data-sharing clauses in this function (decided by a
        # separate generator: the other functions stay as they were)
        self.sc = srng is not None and srng.random() < 0.5
        self.in_crit = False
        self.nlock = 0

    # --- expressions --------------------------------------------------------
    def pick_var(self, scope, kinds=None):
        w = {"par": 8, "inner": 4, "outer": 2, "param": 2, "pre": 1.5, "temp": 2,
             "macro": 1}
        cands = [(n, v) for n, v in scope.vars.items()
                 if (v[3] != "opaque" if kinds is None else v[3] in kinds)]
        if not cands:
            return Const(self.rng.randint(0, 5))
        tot = sum(w.get(v[3], 1) for _, v in cands)
        r = self.rng.random() * tot
        for n, v in cands:
            r -= w.get(v[3], 1)
            if r <= 0:
                break
        if v[3] == "macro":
            return Const(v[1], v[0], n)
        return self.var_ref(n, scope)

    def var_ref(self, n, scope):
        t = scope.vars[n][0]
        for sc in self.c.scalars:
            if sc.role == "idx" and sc.name == n:
                return SRef(sc, t, self.c, scope.tup)
        return Var(n, t)

    def small(self, lo=-4, hi=8):
        return self.rng.randint(lo, hi)

    def iexpr_once(self, scope, depth):
        r = self.rng
        v = self.pick_var(scope)
        k = r.choices(["var", "affine", "sum2", "mod", "div", "mul", "cast", "uns",
                       "shift", "bit", "ite", "comb"],
                      [6, 8, 4, 3, 3, 2, 2, 2, 1.5, 1.5, 1.5, 1 if depth == 0 else 0])[0]
        if k == "var":
            return v
        if k == "affine":
            c = r.choice([1, 1, 2, 2, 3, -1, -2, 4])
            e = v if c == 1 else Bin("*", Const(c), v) if r.random() < 0.5 else Bin("*", v, Const(c))
            return add_const(e, self.small())
        if k == "sum2":
            w = self.pick_var(scope)
            c = r.choice([1, 1, 2, 3, -1])
            e = Bin("+", v, w if c == 1 else Bin("*", w, Const(c))) if c > 0 else Bin("-", v, w)
            return add_const(e, self.small())
        if k == "mod":
            kk = r.choice([2, 3, 4, 5, 7, -3, 6])
            return Bin("%", add_const(v, self.small(-6, 3)), Const(kk))
        if k == "div":
            kk = r.choice([2, 3, 4, -2, -3, 5])
            return Bin("/", add_const(v, self.small(-7, 3)), Const(kk))
        if k == "mul":
            w = self.pick_var(scope)
            if r.random() < 0.5:
                return Bin("*", v, v)
            return Bin("*", add_const(v, self.small(-2, 2)), add_const(w, self.small(-2, 2)))
        if k == "cast":
            t = r.choice([UCHAR, UCHAR, SCHAR])
            m = r.choice([128, 64, 37, 100, 200])
            return Cast(t, add_const(Bin("*", v, Const(m)), self.small(-3, 3)))
        if k == "uns":
            m = r.choice([5, 7, 11, 16, 17])
            if r.random() < 0.5:
                return Bin("%", Cast(UINT, add_const(v, self.small(-5, 2))), Const(m, UINT))
            return Bin("%", Bin("*", v, Const(r.choice([3, 5, 7]), UINT)), Const(m, UINT))
        if k == "shift":
            if r.random() < 0.5:
                return Bin(">>", add_const(v, self.small(-6, 3)), Const(r.randint(1, 2)))
            return Bin("<<", v, Const(r.randint(1, 2)))
        if k == "bit":
            op = r.choice(["&", "|", "^"])
            return Bin(op, v, Const(r.choice([1, 3, 5, 6, 7])))
        if k == "ite":
            c = self.cond(scope, 1)
            return Ite(c, self.iexpr_once(scope, 1), self.iexpr_once(scope, 1))
        a = self.iexpr_once(scope, 1)
        b = self.iexpr_once(scope, 1)
        return Bin(r.choice(["+", "+", "-"]), a, b)

    def iexpr(self, scope, width):
        env = scope.env()
        for _ in range(40):
            try:
                e = self.iexpr_once(scope, 0)
                lo, hi = e.iv(env)
            except Reject:
                continue
            if hi - lo <= width and self.abs_lo <= lo and hi <= self.abs_hi:
                return e, (lo, hi)
        e = self.pick_var(scope, ("par",))
        return e, e.iv(env)

    def cond_atom(self, scope):
        r = self.rng
        opaque = [n for n, v in scope.vars.items() if v[3] == "opaque"]
        if opaque and r.random() < 0.5:
            # a wrapping variable too wide for subscripts: compare it with
            # one of its values or a near miss
            n = r.choice(opaque)
            t, lo, hi = scope.vars[n][0], scope.vars[n][1], scope.vars[n][2]
            k = r.choice([lo, hi, lo + r.randint(-2, 2), hi + r.randint(-2, 2)])
            k = (k - t.min) % (1 << t.bits) + t.min
            return Bin(r.choice(["==", "!="]), Var(n, t), Const(k, UINT if t is UINT else INT))
        v = self.pick_var(scope)
        k = r.choices(["cmpc", "cmpv", "par", "nz"], [5, 2, 3, 1])[0]
        if k == "cmpc":
            return Bin(r.choice(CMPS), v if r.random() < 0.7 else add_const(v, self.small()),
                       Const(self.small(-2, 12)))
        if k == "cmpv":
            w = self.pick_var(scope)
            return Bin(r.choice(CMPS), v, add_const(w, self.small(-2, 3)))
        if k == "par":
            kk = r.choice([2, 3, 4])
            return Bin(r.choice(["==", "!="]), Bin("%", v, Const(kk)), Const(r.randint(0, kk - 1)))
        return Bin("&", v, Const(r.choice([1, 2, 3])))

    def cond(self, scope, depth=0):
        r = self.rng
        env = scope.env()
        for _ in range(20):
            k = r.choices(["atom", "and", "or", "not"], [6, 2, 2, 1] if depth < 2 else [1, 0, 0, 0])[0]
            if k == "atom":
                c = self.cond_atom(scope)
            elif k == "not":
                c = Un("!", self.cond(scope, depth + 1))
            else:
                c = Bin("&&" if k == "and" else "||", self.cond(scope, depth + 1),
                        self.cond(scope, depth + 1))
            try:
                c.iv(env)
                return c
            except Reject:
                continue
        return Bin("<", Var("i", INT), Const(5)) if "i" in env else Const(1)

    # --- accesses -------------------------------------------------------------
    def access(self, arr, mode, scope):
        r = self.rng
        env = scope.env()
        width = self.w1 if arr.ndim == 1 else self.w2
        idx, ivs = None, None
        if self.disc and arr is self.c.arrays[0]:
            if self.pattern is None:
                keep = ("par", "outer", "param", "pre", "macro")
                base = Scope({n: v for n, v in scope.vars.items() if v[3] in keep})
                self.pattern = self.injective(arr, base)
            if self.pattern[0] is not None:
                idx = [clone_expr(e, scope) for e in self.pattern[0]]
                ivs = list(self.pattern[1])
        if idx is None and arr.patterns and r.random() < 0.45:
            base = r.choice(arr.patterns)
            try:
                idx = [clone_expr(e, scope) for e in base]
                if r.random() >= 0.5:
                    d = r.randrange(arr.ndim)
                    idx[d] = add_const(idx[d], r.choice([-2, -1, 1, 1, 2, 3]))
                ivs = [e.iv(env) for e in idx]
                if any(hi - lo > width or lo < self.abs_lo or hi > self.abs_hi for lo, hi in ivs):
                    idx = None
            except (Reject, KeyError):
                idx = None
        if idx is None and mode != READ and r.random() < 0.6:
            idx, ivs = self.injective(arr, scope)
        if idx is None:
            idx, ivs = [], []
            for d in range(arr.ndim):
                if d == 0 and arr.ndim == 2 and r.random() < 0.5:
                    e = self.pick_var(scope, ("par",))
                    iv = e.iv(env)
                else:
                    e, iv = self.iexpr(scope, width)
                idx.append(e)
                ivs.append(iv)
            arr.patterns.append(idx)
        site = len(self.c.sites)
        a = Access(arr, idx, mode, site, scope.tup, ivs)
        self.c.sites.append(a)
        return a

    def injective(self, arr, scope):
        """Subscripts that are one-to-one in the construct's variable."""
        r = self.rng
        env = scope.env()
        i = self.pick_var(scope, ("par",))
        for _ in range(10):
            c = r.choice([1, 1, 1, 2, 2, 3, -1, -2])
            e = i if c == 1 else Bin("*", Const(c), i)
            if r.random() < 0.3:
                e = Bin("+", e, self.pick_var(scope, ("outer", "param", "pre", "macro")))
            e = add_const(e, self.small(-3, 3))
            try:
                iv = e.iv(env)
            except Reject:
                continue
            if arr.ndim == 1:
                if iv[1] - iv[0] <= self.w1 and self.abs_lo <= iv[0] and iv[1] <= self.abs_hi:
                    return [e], [iv]
                continue
            if iv[1] - iv[0] > self.w2:
                continue
            o, oiv = self.iexpr(scope, self.w2)
            d = r.randrange(2)
            idx = [e, o] if d == 0 else [o, e]
            return idx, ([iv, oiv] if d == 0 else [oiv, iv])
        return None, None

    def pick_arr(self, ints_only=False):
        arrs = [a for a in self.c.arrays if not (ints_only and a.is_double)]
        if not arrs:
            return None
        if self.rng.random() < 0.6:
            return arrs[0]
        return self.rng.choice(arrs)

    def rhs(self, scope, target):
        r = self.rng
        terms = []
        for _ in range(r.choice([0, 1, 1, 1, 2])):
            src = target if r.random() < 0.5 else self.pick_arr(ints_only=not target.is_double)
            if src is None or (src.is_double and not target.is_double):
                src = target
            terms.append(("read", self.access(src, READ, scope)))
        if r.random() < 0.4 or not terms:
            e, _ = self.iexpr(scope, 200)
            terms.append(("expr", e))
        if scope.vvars and r.random() < 0.4:
            terms.append(("vvar", r.choice(scope.vvars)))
        if r.random() < 0.3:
            terms.append(("const", r.randint(1, 9)))
        if self.sc and r.random() < 0.35:
            t = self.sread_term(scope, target.is_double)
            if t is not None:
                terms.append(t)
        return terms

    # --- scalars ----------------------------------------------------------------
    def saccess(self, sc, mode, scope, atomic=False):
        site = len(self.c.sites)
        a = Access(sc, [], mode, site, scope.tup, [])
        a.atomic = atomic
        self.c.sites.append(a)
        return a

    def sread_term(self, scope, target_double, exclude=None):
        """A read of a scalar as a value (never of a reduction variable: it
        is used only in its reduction role)."""
        cands = [x for x in self.c.scalars if x.role in ("temp", "acc", "flag", "ro") and
                 x.sharing != "reduction" and x is not exclude and (target_double or not x.is_double)]
        if not cands:
            return None
        return ("read", self.saccess(self.rng.choice(cands), READ, scope))

    def value_expr(self, scope):
        """An integer expression of the loop variables, inputs and known
        scalars only (no access sites in it)."""
        keep = ("par", "outer", "param", "pre", "macro")
        e, _ = self.iexpr(Scope({n: v for n, v in scope.vars.items() if v[3] in keep}), 200)
        return e

    def srhs(self, scope, x):
        """The value stored into (or combined with) scalar x; never reads x."""
        r = self.rng
        terms = []
        for _ in range(r.choice([0, 1, 1, 2])):
            arr = self.pick_arr(ints_only=not x.is_double)
            if arr is None:
                break
            terms.append(("read", self.access(arr, READ, scope)))
        if r.random() < 0.3:
            t = self.sread_term(scope, x.is_double, exclude=x)
            if t is not None:
                terms.append(t)
        if scope.vvars and r.random() < 0.3:
            terms.append(("vvar", r.choice(scope.vvars)))
        if not terms or r.random() < 0.3:
            e, _ = self.iexpr(scope, 200)
            terms.append(("expr", e))
        return terms

    def acc_stmt(self, x, scope, atomic=False):
        """An update of accumulator x in the role of its operator."""
        r = self.rng
        op = x.redop
        if op in ("min", "max"):
            cmp = r.choice(["<", "<=", ">", ">="])
            xleft = r.random() < 0.5
            if scope.vvars and r.random() < 0.5:
                e = Var(r.choice(scope.vvars), INT)
            else:
                e = self.value_expr(scope)
            pick_e = xleft == (cmp in ("<", "<="))
            if op == "min":
                pick_e = not pick_e
            r1 = self.saccess(x, READ, scope)
            r2 = self.saccess(x, READ, scope)
            w = self.saccess(x, WRITE, scope)
            return SMinMax(w, r1, r2, e, cmp, xleft, pick_e)
        if op in ("&&", "||"):
            # the other operand is a condition on loop variables and inputs
            # only: a short-circuit on array data or on x itself would make
            # the sites executed depend on values the analysis does not know
            keep = ("par", "outer", "param", "pre", "macro")
            rhs = [("expr", self.cond(Scope({n: v for n, v in scope.vars.items() if v[3] in keep})))]
            rfirst = r.random() < 0.5
            rd = self.saccess(x, READ, scope)
            return SBinUpd(self.saccess(x, WRITE, scope), rd, op, rhs, rfirst)
        forms = ["cmp", "cmp", "bin", "binr"]
        if op == "+":
            forms += ["inc", "inc", "sub"]
        if op == "-":
            forms = ["cmp", "cmp", "bin"]
        f = r.choice(forms)
        if f == "inc":
            return SIncDec(self.saccess(x, RW, scope, atomic), r.choice(["++", "--"]), r.random() < 0.5)
        rhs = self.srhs(scope, x)
        if f in ("cmp", "sub"):
            return SAssign(self.saccess(x, RW, scope, atomic), ("-" if f == "sub" else op) + "=", rhs)
        rd = self.saccess(x, READ, scope, atomic)
        return SBinUpd(self.saccess(x, WRITE, scope, atomic), rd, op, rhs, f == "bin")

    def scalar_kinds(self, depth):
        """The scalar statement kinds available here and their weights."""
        c = self.c
        has = lambda role: any(x.role == role for x in c.scalars)
        atom = [x for x in c.scalars if x.role in ("acc", "flag") and x.sharing != "reduction" and
                not (x.redop in ("min", "max", "&&", "||"))]
        kinds = ["stemp", "sflag", "sacc", "atomic", "crit"]
        w = [3 if has("temp") else 0, 1.5 if has("flag") else 0, 3 if has("acc") else 0,
             1.6 if atom and c.kind != "drs" and not self.in_crit else 0,
             1.6 if c.kind == "parallel for" and not self.in_crit and depth < 2 else 0]
        return kinds, w

    def scalar_stmt(self, k, scope, depth):
        r, c = self.rng, self.c
        if k == "stemp":
            x = r.choice([x for x in c.scalars if x.role == "temp"])
            rhs = self.srhs(scope, x)
            return SAssign(self.saccess(x, WRITE, scope), "=", rhs), scope
        if k == "sflag":
            x = r.choice([x for x in c.scalars if x.role == "flag"])
            return SAssign(self.saccess(x, WRITE, scope), "=", [("const", r.randint(1, 3))]), scope
        if k == "sacc":
            c.features.add("accumulator")
            return self.acc_stmt(r.choice([x for x in c.scalars if x.role == "acc"]), scope), scope
        if k == "crit":
            c.features.add("critical")
            name = r.choice(["", "", "ca", "cb"])
            self.in_crit = True
            body = self.block(scope, depth + 1, r.randint(1, 2))
            self.in_crit = False
            return SCrit(name, {"": 2, "ca": 3, "cb": 4}[name], body), scope
        # atomic
        c.features.add("atomic")
        cands = [x for x in c.scalars if x.role in ("acc", "flag") and x.sharing != "reduction" and
                 not (x.redop in ("min", "max", "&&", "||"))]
        x = r.choice(cands)
        if not x.is_double and r.random() < 0.25:
            name = "v%d" % self.nvvar
            self.nvvar += 1
            decl = "%s %s;" % (x.ety, name)
            return SAtomic(" read", SReadInto(name, self.saccess(x, READ, scope, True)), decl), \
                scope.add_vvar(name)
        if x.role == "flag":
            v = [("const", r.randint(1, 3))]
            return SAtomic(" write", SAssign(self.saccess(x, WRITE, scope, True), "=", v)), scope
        return SAtomic(r.choice(["", " update"]), self.acc_stmt(x, scope, True)), scope

    def make_scalars(self):
        """Scalars declared outside the loop, their roles and data sharing."""
        r, c = self.rng, self.c
        f = c.fname
        for k in range(r.choice([1, 1, 2, 2, 3])):
            role = r.choices(["temp", "acc", "flag", "ro"], [3, 3, 1.5, 1])[0]
            ty = r.choices([INT, UINT, LL, "double"], [5, 1, 1, 1.5])[0]
            op = None
            if role == "acc":
                if ty == "double":
                    op = r.choices(["+", "-", "*", "min", "max"], [4, 1, 1, 1, 1])[0]
                else:
                    op = r.choices(["+", "-", "*", "&", "|", "^", "&&", "||", "min", "max"],
                                   [4, 1, 1, 1, 1, 1, 0.7, 0.7, 1, 1])[0]
                    if op == "*":
                        ty = UINT   # no signed overflow in the oracle
            name = "%s%d" % ({"temp": "tm", "acc": "sm", "flag": "fl", "ro": "ro"}[role], k)
            glob = r.random() < 0.3
            if glob:
                name = "%s_%s" % (f, name)
            x = Scal(name, ty, role, 8 + len(c.scalars), glob)
            x.redop = op
            x.sharing = self.choose_sharing(x)
            if x.sharing == "region" and glob:
                x.name, x.is_global = name[len(f) + 1:], False
            c.scalars.append(x)
            c.features.add("scalar-" + role)
            c.features.add("sharing-" + x.sharing)
            if x.sharing == "reduction":
                c.features.add("reduction-" + op)

    def choose_sharing(self, x):
        r, kind = self.rng, self.c.kind
        if kind == "drs":
            opts = {"shared": 3, "body": 1}
        elif kind == "simd":
            opts = {"shared": 3, "private": 1, "lastprivate": 1, "reduction": 3, "body": 1}
        else:
            opts = {"shared": 3, "private": 1, "firstprivate": 1, "lastprivate": 1,
                    "reduction": 3, "body": 1}
        if self.c.region:
            opts["region"] = 1.5
        if x.role == "idx":
            opts.pop("body", None)
            opts.pop("reduction", None)
            if "private" in opts:
                opts["private"] = 2
        elif x.role == "ro":
            opts = {k: v for k, v in opts.items() if k in ("shared", "firstprivate")}
        elif x.role != "acc":
            opts.pop("reduction", None)
        ks = sorted(opts)
        return r.choices(ks, [opts[k] for k in ks])[0]

    def finish_clauses(self):
        """Data-sharing clauses for the pragma, from the scalars' sharing."""
        r, c = self.rng, self.c
        if c.kind == "drs":
            return
        lists = {}
        for x in c.scalars:
            if x.sharing in ("private", "firstprivate", "lastprivate"):
                lists.setdefault(x.sharing, []).append(x.name)
            elif x.sharing == "reduction":
                lists.setdefault("reduction(%s:" % x.redop, []).append(x.name)
            elif x.sharing == "shared" and c.kind != "simd" and r.random() < 0.3:
                x.listed = True
                lists.setdefault("shared", []).append(x.name)
        if c.kind != "simd" and "default" not in c.pragma + (c.region or "") and r.random() < 0.25:
            # default(none): every variable the construct may name gets a clause
            named = set(n for v in lists.values() for n in v)
            sh = [a.name for a in c.arrays] + [p[0] for p in c.params]
            sh += [p.split()[-3] if p.startswith("const") else p.split()[1] for p in c.pre
                   if p.startswith("int ") or p.startswith("const int ")]
            sh += [lp.var for lp, _ in c.outer]
            sh += [x.name for x in c.scalars if x.sharing == "shared"]
            if c.region:
                # the loop's clauses name variables shared in the region
                sh += [x.name for x in c.scalars if x.sharing not in ("shared", "body", "region")]
                named = set()
            for n in sh:
                if n not in named and n not in lists.get("shared", []):
                    lists.setdefault("shared", []).append(n)
            if c.region:
                c.region += " default(none)"
            else:
                c.pragma += " default(none)"
            c.features.add("default(none)")
        for key in sorted(lists):
            if key.startswith("reduction"):
                c.pragma += " %s%s)" % (key, ", ".join(lists[key]))
            elif key == "shared" and c.region:
                c.region += " shared(%s)" % ", ".join(lists[key])
            else:
                c.pragma += " %s(%s)" % (key, ", ".join(lists[key]))

    # --- statements -----------------------------------------------------------
    def block(self, scope, depth, n):
        out = []
        for _ in range(n):
            s, scope = self.stmt(scope, depth)
            if s is not None:
                out.append(s)
        return out

    def stmt(self, scope, depth):
        r = self.rng
        kinds = ["assign", "compound", "incdec", "temp", "vdecl", "if", "switch",
                 "cont", "for"]
        w = [6, 2, 1, 1.2, 0.6, 2 if depth < 2 else 0, 0.8 if depth < 2 else 0,
             0.7, 1.6 if depth < 2 and self.inner_pool and len(INNER_NAMES) - len(self.inner_pool) < 3 else 0]
        if self.in_crit:
            # a critical section holds no jumps, loops or other directives
            w = [x if kd in ("assign", "compound", "incdec", "temp", "vdecl", "if") else 0
                 for kd, x in zip(kinds, w)]
        if self.sc:
            sk, sw = self.scalar_kinds(depth)
            kinds, w = kinds + sk, w + sw
        k = r.choices(kinds, w)[0]
        c = self.c
        if k in ("stemp", "sflag", "sacc", "atomic", "crit"):
            return self.scalar_stmt(k, scope, depth)
        if k == "assign":
            arr = self.c.arrays[0] if self.disc else self.pick_arr()
            rhs = self.rhs(scope, arr)
            acc = self.access(arr, WRITE, scope)
            return SAssign(acc, "=", rhs), scope
        if k == "compound":
            arr = self.c.arrays[0] if self.disc else self.pick_arr()
            rhs = self.rhs(scope, arr)
            op = r.choice(["+=", "+=", "-="] + ([] if arr.is_double else ["^=", "|="]))
            return SAssign(self.access(arr, RW, scope), op, rhs), scope
        if k == "incdec":
            arr = self.c.arrays[0] if self.disc else self.pick_arr()
            c.features.add("incdec")
            return SIncDec(self.access(arr, RW, scope), r.choice(["++", "--"]), r.random() < 0.5), scope
        if k == "temp":
            name = "t%d" % self.ntemp
            self.ntemp += 1
            e, iv = self.iexpr(scope, 100)
            t = e.t if e.t in (INT, UINT, LL) else INT
            iv = conv(iv, t)
            c.features.add("temp")
            return SDecl(t, name, e), scope.add(name, t, iv[0], iv[1], "temp", False)
        if k == "vdecl":
            name = "v%d" % self.nvvar
            self.nvvar += 1
            arr = self.pick_arr(ints_only=True)
            if arr is None:
                return None, scope
            rhs = [("read", self.access(arr, READ, scope))]
            return SVDecl(name, rhs), scope.add_vvar(name)
        if k == "if":
            c.features.add("if")
            cond = self.cond(scope)
            th = self.block(scope, depth + 1, r.randint(1, 2))
            el = self.block(scope, depth + 1, r.randint(1, 2)) if r.random() < 0.5 else None
            return SIf(cond, th, el), scope
        if k == "switch":
            c.features.add("switch")
            kk = r.choice([2, 3, 4])
            v = self.pick_var(scope, ("par", "inner"))
            e = Bin("%", v, Const(kk)) if r.random() < 0.6 else Bin("&", v, Const(kk - 1 if kk > 2 else 1))
            vals = list(range(-1, kk))
            r.shuffle(vals)
            cases = []
            ncases = r.randint(1, 3)
            for ci in range(ncases):
                lab = [vals[ci]] if ci < len(vals) else [ci + 10]
                body = self.block(scope, depth + 1, r.randint(1, 2))
                cases.append((lab, body, r.random() < 0.8 or ci == ncases - 1))
            if r.random() < 0.5:
                cases.append((None, self.block(scope, depth + 1, 1), True))
            return SSwitch(e, cases), scope
        if k == "cont":
            c.features.add("continue")
            return SCont(self.cond(scope)), scope
        if k == "for":
            c.features.add("inner")
            name = self.inner_pool.pop(0)
            loop = self.inner_loop(name, scope)
            lo, hi = loop.interval(scope.env())
            inner = scope.add(name, loop.t, lo, hi, wrap_kind(loop, "inner"), True)
            hs = None
            if self.sc and name not in scope.vars and r.random() < 0.5 and not isinstance(loop, WrapLoop):
                # the index declared outside the construct: shared unless a
                # clause privatises it
                x = Scal(name, INT, "idx", 8 + len(c.scalars), False)
                x.sharing = self.choose_sharing(x)
                c.scalars.append(x)
                c.features.add("outside-index-" + x.sharing)
                loop.decl = False
                hs = (self.saccess(x, WRITE, scope), self.saccess(x, READ, scope),
                      self.saccess(x, RW, inner))
            body = self.block(inner, depth + 1, r.randint(1, 3))
            # value accumulators updated inside the loop
            if scope.vvars and r.random() < 0.5:
                arr = self.pick_arr(ints_only=True)
                if arr is not None:
                    body.append(SVUpd(r.choice(scope.vvars),
                                      [("read", self.access(arr, READ, inner))]))
            return SFor(loop, body, r.randint(0, 1), hs), scope
        raise AssertionError(k)

    def bound_expr(self, scope, lo, hi, kinds=("param", "pre", "macro", "outer")):
        """An expression whose value range lies within [lo - 6, hi + 6]."""
        r = self.rng
        env = scope.env()
        if r.random() < 0.5:
            for _ in range(10):
                v = self.pick_var(scope, kinds)
                if isinstance(v, Const) and v.name is None:
                    break
                try:
                    vl, vh = v.iv(env)
                except Reject:
                    continue
                d = r.randint(lo, hi) - (vl + vh) // 2
                e = add_const(v, d)
                el, eh = e.iv(env)
                if lo - 6 <= el and eh <= hi + 6:
                    return e
        return Const(r.randint(lo, hi))

    def inner_loop(self, name, scope):
        lp = self.base_inner_loop(name, scope)
        if "wrap" in self.fam and self.frng.random() < 0.25:
            lp = self.wrap_loop(name, "inner") or lp
        return lp

    def wrap_loop(self, name, where):
        """Family "wrap": an inner or enclosing loop whose char/short/unsigned
        variable wraps around before `!=` meets the bound (or runs along the
        type's edge without wrapping); for the construct ("par"), one that
        reaches its bound without wrapping (OpenMP computes the iteration
        count in the step's direction: a wrapping `!=` loop is unspecified)."""
        f = self.frng
        # a bound skipped on the first lap costs about 256 / step iterations
        limit = {"inner": 12 if self.big else 90 if f.random() < 0.15 else 30,
                 "outer": 8, "par": 22}[where]
        for _ in range(60):
            t = f.choices([UCHAR, SCHAR, USHORT, SHORT, UINT],
                          [4, 3, 1.5, 1.5, 1] if where != "par" else [1, 1, 0, 0, 0])[0]
            up = f.random() < 0.6
            st = f.choice([1, 1, 2, 3, 5]) * (1 if up else -1)
            edge = t.max if up else t.min
            far = t.min if up else t.max
            init = edge - st * f.randint(0, 6) - (f.randint(0, 2) if up else -f.randint(0, 2))
            if where == "par" or f.random() < 0.25:
                # along the edge, no wrap: `!=` met exactly, or `<`/`>` at the edge
                op = f.choice(["!=", "!=", "<" if up else ">", "<=" if up else ">="])
                bound = init + st * f.randint(1, 8) if op == "!=" else \
                    edge - (f.randint(0, 3) if up else -f.randint(0, 3))
                if op in ("<=", ">=") and abs(bound - edge) < abs(st):
                    continue
            else:
                op = "!="
                bound = far + (f.randint(0, 6) if up else -f.randint(0, 6))
                if f.random() < 0.3:
                    bound = init + (f.randint(-6, -1) if up else f.randint(1, 6))   # skipped at first
            if not t.min <= init <= t.max or not t.min <= bound <= t.max:
                continue
            vals, wrapped = run_loop(t, init, op, bound, st, limit)
            if not vals or (where == "par" and wrapped):
                continue
            self.c.features.add("wrap-" + where + ("-wraps" if wrapped else ""))
            return WrapLoop(name, t, init, op, bound, st, vals)
        return None

    def base_inner_loop(self, name, scope):
        r = self.rng
        par = [n for n, v in scope.vars.items() if v[3] in ("par", "inner")]
        k = r.choices(["const", "tri", "tri2", "zero", "down", "param", "step"],
                      [4, 0 if self.big else 3, 1, 1, 1.5, 1.5, 1])[0]
        if k == "const":
            return Loop(name, INT, Const(r.randint(0, 2)), r.choice(["<", "<="]), Const(r.randint(1, 6)), 1)
        if k in ("tri", "tri2") and par:
            v = r.choice(par)
            vv = self.var_ref(v, scope)
            if scope.vars[v][0] is not INT:
                vv = Cast(INT, vv)
            if k == "tri":
                return Loop(name, INT, Const(0), r.choice(["<", "<="]), vv, 1)
            return Loop(name, INT, vv, "<", add_const(clone_expr(vv, scope), r.randint(1, 3)), 1)
        if k == "zero":
            a = r.randint(2, 6)
            return Loop(name, INT, Const(a), "<", Const(a - r.randint(0, 3)), 1)
        if k == "down":
            return Loop(name, INT, Const(r.randint(2, 6)), r.choice([">", ">="]), Const(r.randint(-1, 1)),
                        r.choice([-1, -1, -2]))
        if k == "param":
            b = self.bound_expr(scope, 0, 5, ("param", "pre", "macro"))
            return Loop(name, INT, Const(0), "<", b, 1)
        return Loop(name, INT, Const(r.randint(0, 1)), "<", Const(r.randint(3, 8)), r.choice([2, 3]))

    # --- the whole function -----------------------------------------------------
    def function(self):
        r, c = self.rng, self.c
        scope = Scope()
        f = c.fname
        # inputs, each bounded by a dominating guard
        for pi in range(r.choice([0, 0, 1, 1, 1, 2])):
            name = ["n", "m"][pi]
            if r.random() < 0.7:
                lo = r.randint(-3, 3)
                hi = lo + r.randint(2, 9)
                c.params.append((name, INT, lo, hi, lo - 2, hi + 2))
                g = r.randint(0, 3)
                if g == 0:
                    c.guard.append("if (%s < %d || %s > %d)" % (name, lo, name, hi))
                    c.guard.append("  return;")
                elif g == 1:
                    c.guard.append("if (!(%s >= %d && %s <= %d))" % (name, lo, name, hi))
                    c.guard.append("  return;")
                elif g == 2:
                    c.guard += ["if (%s < %d)" % (name, lo), "  return;",
                                "if (%s > %d)" % (name, hi), "  return;"]
                else:
                    cw = "%s >= %d && %s <= %d" % (name, lo, name, hi)
                    c.wrap = cw if c.wrap is None else c.wrap + " && " + cw
                scope = scope.add(name, INT, lo, hi, "param", True)
            else:
                hi = r.randint(2, 9)
                c.params.append((name, UINT, 0, hi, 0, hi + 2))
                c.guard += ["if (%s > %du)" % (name, hi), "  return;"]
                scope = scope.add(name, UINT, 0, hi, "param", True)
            c.features.add("input")
        # known scalars: macros, consts, computed and reassigned values
        if r.random() < 0.4:
            v = r.randint(1, 6)
            nm = "%s_W" % f.upper()
            c.macros.append("#define %s %d" % (nm, v))
            scope = scope.add(nm, INT, v, v, "macro", False)
            c.features.add("macro")
        for ki in range(r.choice([0, 0, 1, 1, 2])):
            nm = "c%d" % ki
            env = scope.env()
            kind = r.choice(["const", "computed", "reassigned"])
            if kind == "const":
                v = r.randint(-2, 7)
                c.pre.append("const int %s = %d;" % (nm, v))
                iv = (v, v)
            else:
                e = None
                for _ in range(10):
                    v = self.pick_var(scope, ("param", "macro", "pre"))
                    e = add_const(Bin("*", v, Const(r.choice([1, 2, 3]))), self.small(-3, 3))
                    try:
                        iv = e.iv(env)
                        if iv[1] - iv[0] <= 30 and -40 <= iv[0] and iv[1] <= 40:
                            break
                    except Reject:
                        pass
                    e = None
                if e is None:
                    e = Const(r.randint(0, 5))
                    iv = e.iv(env)
                c.pre.append("int %s = %s;" % (nm, e.render()))
                if kind == "reassigned":
                    d = self.small(-3, 4)
                    e2 = add_const(Bin("*", Var(nm, INT), Const(2)), d)
                    iv = (iv[0] * 2 + d, iv[1] * 2 + d)
                    c.pre.append("%s = %s;" % (nm, e2.render()))
                    c.features.add("reassigned")
            scope = scope.add(nm, INT, iv[0], iv[1], "pre", True)
        # arrays
        narr = r.choice([1, 1, 2, 2, 3])
        for ai in range(narr):
            ety, esz = r.choice(ELEM_TYPES)
            ndim = 2 if r.random() < 0.3 else 1
            glob = r.random() < 0.4
            name = ("%s_%s" % (f, "abc"[ai])) if glob else "abc"[ai]
            c.arrays.append(Arr(name, ety, esz, ndim, ai, glob))
            if ndim == 2:
                c.features.add("2d")
        # sequential loops around the construct
        for oi in range(r.choices([0, 1, 2], [6, 3, 0.5])[0]):
            name = ["t", "s"][oi]
            k = r.randint(0, 2)
            if k == 0:
                lp = Loop(name, INT, Const(0), "<", Const(r.randint(1, 3)), 1)
            elif k == 1:
                lp = Loop(name, INT, Const(r.randint(1, 2)), ">=", Const(0), -1)
            else:
                lp = Loop(name, INT, Const(0), "<=", Const(r.randint(1, 4)), r.choice([1, 2]))
            if "wrap" in self.fam and self.frng.random() < 0.3:
                lp = self.wrap_loop(name, "outer") or lp
            lo, hi = lp.interval(scope.env())
            scope = scope.add(name, lp.t, lo, hi, wrap_kind(lp, "outer"), True)
            c.outer.append((lp, r.randint(0, 1)))
            c.features.add("outer")
        # the construct
        pk = r.choices(["pf", "pfs", "simd", "simdnl", "drs"], [10, 1.2, 3, 1, 3])[0]
        if pk == "pf":
            c.kind = "parallel for"
            extra = r.choice(["", "", "", " schedule(static)", " schedule(dynamic, 2)",
                              " default(shared)"])
            c.pragma = "#pragma omp parallel for" + extra
            if self.sc and r.random() < 0.3:
                # `#pragma omp for` in a `#pragma omp parallel` region, whose
                # local declarations are private to each thread
                c.region = "#pragma omp parallel" + (extra if "default" in extra else "")
                c.pragma = "#pragma omp for" + ("" if "default" in extra else extra)
                c.features.add("region")
        elif pk == "pfs":
            c.kind = "parallel for simd"
            c.pragma = "#pragma omp parallel for simd"
        elif pk == "simd":
            c.kind = "simd"
            c.simd = True
            c.safelen = r.choice([1, 2, 2, 3, 4, 4, 8])
            c.pragma = "#pragma omp simd safelen(%d)" % c.safelen
        elif pk == "simdnl":
            c.kind = "simd"
            c.simd = True
            c.pragma = "#pragma omp simd"
        else:
            c.kind = "drs"
            c.pragma = "#pragma drs"
        c.features.add(c.kind)
        if self.big:
            c.features.add("big")
        c.par, c.par_style = self.par_loop(scope), r.randint(0, 1)
        if "wrap" in self.fam and pk != "simd" and self.frng.random() < 0.2:
            c.par = self.wrap_loop(c.par.var, "par") or c.par
        lo, hi = c.par.interval(scope.env())
        scope = scope.add(c.par.var, c.par.t, lo, hi, "par", True)
        if pk in ("pf", "pfs", "simd") and r.random() < 0.12:
            # collapse(2): the second loop's variable is per copy as well
            name = self.inner_pool.pop(0)
            k = r.randint(0, 3)
            if k == 0:
                lp = Loop(name, INT, Const(r.randint(0, 2)), r.choice(["<", "<="]), Const(r.randint(2, 6)), 1)
            elif k == 1:
                lp = Loop(name, INT, Const(r.randint(4, 7)), r.choice([">", ">="]), Const(r.randint(0, 2)), -1)
            elif k == 2:
                lp = Loop(name, INT, Const(0), "<", Const(r.randint(3, 8)), 2)
            else:
                pv = Var(c.par.var, c.par.t) if c.par.t is INT else Cast(INT, Var(c.par.var, c.par.t))
                lp = Loop(name, INT, Const(0), r.choice(["<", "<="]), pv, 1)
            if self.big and k == 3:
                lp = Loop(name, INT, Const(0), "<", Const(3), 1)
            c.collapse = lp
            c.pragma += " collapse(2)"
            c.features.add("collapse")
            lo, hi = lp.interval(scope.env())
            scope = scope.add(name, INT, lo, hi, "par", True)
        if self.sc:
            c.features.add("scalars")
            self.make_scalars()
        c.body = self.block(scope, 0, r.randint(1, 4))
        if not c.sites:
            arr = c.arrays[0]
            c.body.append(SAssign(self.access(arr, WRITE, scope), "=", [("const", 1)]))
        if self.sc:
            # every scalar is used at least once (at a random place of the top level)
            for x in list(c.scalars):
                if x.accs or x.role == "idx":
                    continue
                if x.role == "ro":
                    t = self.saccess(x, READ, scope)
                    st = SAssign(self.access(self.pick_arr(ints_only=not x.is_double) or c.arrays[0],
                                             WRITE, scope), "=", [("read", t)])
                elif x.role == "acc":
                    st = self.acc_stmt(x, scope)
                elif x.role == "temp":
                    st = SAssign(self.saccess(x, WRITE, scope), "=", self.srhs(scope, x))
                else:
                    st = SAssign(self.saccess(x, WRITE, scope), "=", [("const", r.randint(1, 3))])
                c.body.insert(r.randint(0, len(c.body)), st)
            c.body = [SLine("%s %s = %s;" % (x.ety, x.name, x.init_value()))
                      for x in c.scalars if x.sharing == "body"] + c.body
            self.finish_clauses()
        self.add_families()
        # size the arrays so that every access is in bounds
        for a in c.arrays:
            if not a.accs:
                a.dims = [r.randint(1, 8) for _ in range(a.ndim)]
                continue
            for d in range(a.ndim):
                lo = min(x.ivs[d][0] for x in a.accs)
                hi = max(x.ivs[d][1] for x in a.accs)
                a.shift[d] = -lo if lo < 0 else 0
                a.dims[d] = hi + a.shift[d] + 1 + r.randint(0, 2)
        return c

    def add_families(self):
        """Families "extern", "shadow" and "alias" rewrite the finished body."""
        f, c = self.frng, self.c
        names = lambda st: set(re.findall(r"[A-Za-z_]\w*", "\n".join(st.render(False, ""))))
        globs = [a for a in c.arrays if a.is_global] + \
                [x for x in c.scalars if x.is_global and x.sharing == "shared" and x.role != "idx"]
        if "extern" in self.fam and globs and f.random() < 0.6:
            # statements naming a global do so through `{ extern T g; ... }`
            for k, st in enumerate(c.body):
                if isinstance(st, (SDecl, SVDecl, SLine)):
                    continue
                used = [g for g in globs if g.name in names(st)]
                if used and f.random() < 0.7:
                    c.body[k] = SExtern(used, st)
                    c.features.add("extern")
        if "shadow" in self.fam and f.random() < 0.5:
            # a block-local variable named like a global (or a local array of the function)
            pool = globs or c.arrays
            g = f.choice(pool)
            init = f.choice([c.par.var, "0", "%s + 1" % c.par.var])
            c.body.insert(f.randint(0, len(c.body)), SShadow(g.name, init))
            c.features.add("shadow")
        ints = [a for a in c.arrays if a.ndim == 1 and a.ety == "int" and a.accs]
        clauses = c.pragma + " " + (c.region or "")
        if "alias" in self.fam and ints and "default(none)" not in clauses and f.random() < 0.5:
            # some accesses go through `int *p = keep(a);`, a function of the file
            a = f.choice(ints)
            keep = "keep_%s" % c.fname
            c.helpers.append("static int *%s(int *p) { return p; }" % keep)
            c.post.append("int *p_%s = %s(%s);" % (a.name, keep, a.name))
            a.alias = "p_" + a.name
            for x in a.accs:
                if f.random() < 0.5:
                    x.alias = "p_" + a.name
            c.features.add("alias")
        if "teams" in self.fam and c.kind == "parallel for" and not c.region and \
                c.pragma.startswith("#pragma omp parallel for") and f.random() < 0.35:
            # the loop offloaded: iterations over teams (and their threads);
            # critical excludes the threads of one team, atomic all; one
            # team runs a `distribute` loop's iterations in order
            form = f.randint(0, 3)
            rest = c.pragma[len("#pragma omp parallel for"):]
            if form >= 2:  # `distribute` alone has no schedule
                rest = re.sub(r" schedule\([^)]*\)", "", rest)
            c.pragma = "#pragma omp target teams distribute" + \
                (" parallel for" if form < 2 else "") + \
                (" num_teams(1)" if form % 2 else "") + rest
            c.teams = {0: 1, 1: 0, 2: 1, 3: 2}[form]
            c.features.add("teams")

    def par_loop(self, scope):
        r = self.rng
        t = r.choices([INT, UINT, LL], [10, 1.5, 0.7])[0]
        var = "i"
        decl = r.random() < 0.85
        if t is UINT:
            if r.random() < 0.7:
                op = r.choice(["<", "<=", "!="])
                step = 1 if op == "!=" else r.choice([1, 1, 2])
                return Loop(var, t, Const(r.randint(0, 3), UINT), op, Const(r.randint(5, 20), UINT), step, decl)
            return Loop(var, t, Const(r.randint(8, 20), UINT), r.choice([">", "!="]), Const(r.randint(0, 3), UINT),
                        -1, decl)
        up = r.random() < 0.75
        if up:
            lb = self.bound_expr(scope, -3, 4)
            ub = self.bound_expr(scope, *((100, 1500) if self.big else (6, 22)))
            step = r.choice([1, 1, 1, 2, 3])
            op = r.choice(["<", "<", "<=", "!="]) if step == 1 else r.choice(["<", "<="])
            if op == "!=":
                env = scope.env()
                if ub.iv(env)[0] < lb.iv(env)[1]:
                    op = "<"
        else:
            lb = self.bound_expr(scope, -3, 3)
            ub = self.bound_expr(scope, *((100, 1500) if self.big else (6, 20)))
            step = r.choice([-1, -1, -2])
            op = r.choice([">", ">=", "!="]) if step == -1 else r.choice([">", ">="])
            if op == "!=":
                env = scope.env()
                if ub.iv(env)[0] < lb.iv(env)[1]:
                    op = ">"
            lb, ub = ub, lb
        if t is LL:
            lb = Cast(LL, lb) if not isinstance(lb, Const) else Const(lb.v, LL, lb.name)
        return Loop(var, t, lb, op, ub, step, decl)


FAMILIES = ("wrap", "extern", "shadow", "alias", "teams")
FAMILIES_DEFAULT = "all"


def generate(seed, index, families=()):
    import random
    rng = random.Random(seed * 1000003 + index)
    case = Case("s%d-%d" % (seed, index), "dt%d" % index)
    return Gen(rng, case, random.Random("scalars-%d-%d" % (seed, index)), families,
               random.Random("families-%d-%d" % (seed, index))).function()


# ---------------------------------------------------------------------------
# Rendering the plugin file and the twin
# ---------------------------------------------------------------------------


def render_function(c, tw):
    lines = []
    params = ", ".join("%s %s" % (t.name, n) for n, t, *_ in c.params) or "void"
    lines.append("void %s(%s) {" % (c.fname, params))
    ind = "  "
    for g in c.guard:
        lines.append(ind + g)
    for p in c.pre:
        lines.append(ind + p)
    for a in c.arrays:
        if not a.is_global:
            lines.append(ind + a.decl())
    for x in c.scalars:
        if x.sharing not in ("body", "region") and (x.role == "idx" or not x.is_global):
            lines.append(ind + x.decl())
    for p in c.post:
        lines.append(ind + p)
    closers = []
    if c.wrap:
        lines.append(ind + "if (%s) {" % c.wrap)
        closers.append(ind + "}")
        ind += "  "
    for lp, st in c.outer:
        lines.append(ind + lp.header(st) + " {")
        closers.append(ind + "}")
        ind += "  "
    if not c.par.decl:
        lines.append(ind + "%s %s;" % (c.par.t.name, c.par.var))
    if c.region:
        if not tw:
            lines.append(ind + c.region)
        lines.append(ind + "{")
        closers.append(ind + "}")
        ind += "  "
        for x in c.scalars:
            if x.sharing == "region":
                lines.append(ind + (x.decl() if x.role == "idx" else
                                    "%s %s = %s;" % (x.ety, x.name, x.init_value())))
    if tw:
        lines.append(ind + "g_inst++; g_it = -1;")
    else:
        lines.append(ind + c.pragma)
    lines.append(ind + c.par.header(c.par_style) + " {")
    if c.collapse:
        lines.append(ind + "  " + c.collapse.header(c.par_style) + " {")
        ind += "  "
    if tw:
        lines.append(ind + "  g_it++;")
    lines += render_block(c.body, tw, ind + "  ")
    lines.append(ind + "}")
    if c.collapse:
        ind = ind[:-2]
        lines.append(ind + "}")
    lines += reversed(closers)
    lines.append("}")
    pre = list(c.macros) + list(c.helpers) + [a.decl() for a in c.arrays if a.is_global]
    pre += [x.decl() for x in c.scalars if x.is_global and x.sharing != "body" and x.role != "idx"]

    def sref(m):
        site = int(m.group(1))
        if not tw:
            return "\x01%d\x02%s" % (site, m.group(2))
        return c.sites[site].render(True)
    lines = [SREF_RE.sub(sref, ln) for ln in lines]
    return pre, lines


PLUGIN_HEADER = "/* generated by scripts/difftest.py: do not edit */\n"

TWIN_RUNTIME = r"""
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define MAXV 16
#define MAXS 1024
typedef struct { int arr, site, mode, size, lock; long off, inst, it; int nv; long long v[MAXV]; } Rec;
static Rec *g_recs; static long g_nrec, g_cap, g_inst, g_it; static int g_fid, g_lock;
static void rec(int arr, int site, int mode, int lock, long off, int size, long total, int nv, ...) {
  va_list ap; Rec *r; int k;
  if (off < 0 || off + size > total) { printf("OOB %d %d %ld\n", g_fid, site, off); fflush(stdout); exit(3); }
  if (site < 0 || site >= MAXS) { printf("SITES %d %d\n", g_fid, site); fflush(stdout); exit(6); }
  if (g_nrec == g_cap) {
    g_cap = g_cap ? 2 * g_cap : 4096;
    g_recs = realloc(g_recs, (size_t)g_cap * sizeof(Rec));
    if (!g_recs) exit(4);
  }
  if (g_nrec > 4000000) { printf("BIG %d\n", g_fid); fflush(stdout); exit(5); }
  r = &g_recs[g_nrec++];
  r->arr = arr; r->site = site; r->mode = mode; r->lock = lock; r->off = off; r->size = size;
  r->inst = g_inst; r->it = g_it; r->nv = nv < MAXV ? nv : MAXV;
  va_start(ap, nv);
  for (k = 0; k < nv; k++) { long long x = va_arg(ap, long long); if (k < MAXV) r->v[k] = x; }
  va_end(ap);
}
typedef struct { void (*run)(const long long *); void (*reset)(void); int np;
                 long long lo[4], hi[4]; int simd; long safelen; int teams; } FnInfo;
/* lock: 0 none, 1 atomic, 2.. a critical section's name */
#define ACC(A, S, M, B, LV, ...) (*(rec((A), (S), (M), g_lock, (long)((char *)&(LV) - (char *)(B)), \
    (int)sizeof(LV), (long)sizeof(B), __VA_ARGS__), &(LV)))
#define SACC(A, S, M, L, LV, ...) (*(rec((A), (S), (M), (L), 0L, (int)sizeof(LV), (long)sizeof(LV), \
    __VA_ARGS__), &(LV)))
"""

TWIN_MAIN = r"""
static int cmp_rec(const void *pa, const void *pb) {
  const Rec *a = pa, *b = pb;
  if (a->inst != b->inst) return a->inst < b->inst ? -1 : 1;
  if (a->arr != b->arr) return a->arr < b->arr ? -1 : 1;
  if (a->off != b->off) return a->off < b->off ? -1 : 1;
  if (a->site != b->site) return a->site < b->site ? -1 : 1;
  if (a->it != b->it) return a->it < b->it ? -1 : 1;
  return 0;
}
static int par_ok(const FnInfo *f, const Rec *a, const Rec *b) {
  long d;
  if (a->inst != b->inst || a->arr != b->arr) return 0;
  if (!(a->off < b->off + b->size && b->off < a->off + a->size)) return 0;
  if (a->it == b->it) return 0;
  if (f->teams == 2) return 0;  /* one team: its iterations in order */
  /* teams are contention groups: only atomic (lock 1) reaches across */
  if (a->lock && a->lock == b->lock && (f->teams != 1 || a->lock == 1)) return 0;
  d = a->it - b->it; if (d < 0) d = -d;
  if (f->simd && f->safelen > 0 && d >= f->safelen) return 0;
  return 1;
}
static void run_combo(int fid, const long long *pv) {
  g_fid = fid; g_nrec = 0; g_inst = 0; g_it = -1;
  g_fns[fid].reset(); g_fns[fid].run(pv);
}
static int next_combo(const FnInfo *f, long long *pv) {
  int k;
  for (k = 0; k < f->np; k++) { if (pv[k] < f->hi[k]) { pv[k]++; return 1; } pv[k] = f->lo[k]; }
  return 0;
}
static void print_rec(const Rec *r) {
  int k; printf(" %ld %ld %d", r->it, r->off, r->nv);
  for (k = 0; k < r->nv; k++) printf(" %lld", r->v[k]);
}
/* Records [a0,a1) and [b0,b1) are the accesses of two sites to one location,
   each sorted by iteration.  Finds x in the first, y in the second with
   different iterations that may run in parallel (for simd safelen(s):
   distance below s); linear in the two lengths. */
static int find_pair(const FnInfo *f, long a0, long a1, long b0, long b1, long *px, long *py) {
  long p, q = b0, r, sl = (f->simd && f->safelen > 0) ? f->safelen : 0;
  for (p = a0; p < a1; p++) {
    long x = g_recs[p].it;
    if (p > a0 && g_recs[p - 1].it == x) continue;
    if (sl) while (q < b1 && g_recs[q].it <= x - sl) q++;
    r = q;
    while (r < b1 && g_recs[r].it == x) r++;
    if (r < b1 && (!sl || g_recs[r].it < x + sl)) { *px = p; *py = r; return 1; }
  }
  return 0;
}
/* The true racing pairs of sites of function fid over every input: after
   sorting, the records of one location form a group, and within it the
   records of one site a run sorted by iteration (mode and lock are
   properties of the site).  All accesses to one object have one size, so
   two locations either coincide or do not overlap (checked). */
static void truth(int fid) {
  const FnInfo *f = &g_fns[fid];
  static unsigned char seen[MAXS][MAXS];
  static long rs[MAXS + 1];
  long long pv[4]; long combos = 0, total = 0, k, g, m; int i, a, b, nr;
  memset(seen, 0, sizeof seen);
  for (i = 0; i < f->np; i++) pv[i] = f->lo[i];
  do {
    run_combo(fid, pv); combos++; total += g_nrec;
    if (g_nrec > 1) qsort(g_recs, (size_t)g_nrec, sizeof(Rec), cmp_rec);
    for (k = 0; k < g_nrec; k = g) {
      const Rec *x0 = &g_recs[k];
      for (g = k + 1; g < g_nrec && g_recs[g].inst == x0->inst && g_recs[g].arr == x0->arr &&
           g_recs[g].off == x0->off; g++)
        if (g_recs[g].size != x0->size) { printf("SIZES %d %d %d\n", fid, x0->site, g_recs[g].site); return; }
      if (g < g_nrec && g_recs[g].inst == x0->inst && g_recs[g].arr == x0->arr &&
          g_recs[g].off < x0->off + x0->size) {
        printf("OVERLAP %d %d %d\n", fid, x0->site, g_recs[g].site); return;
      }
      nr = 0;
      for (m = k; m < g; m++)
        if (m == k || g_recs[m].site != g_recs[m - 1].site) rs[nr++] = m;
      rs[nr] = g;
      for (a = 0; a < nr; a++)
        for (b = a; b < nr; b++) {
          const Rec *x = &g_recs[rs[a]], *y = &g_recs[rs[b]];
          long px, py;
          if (seen[x->site][y->site] || !((x->mode | y->mode) & 2)) continue;
          if (f->teams == 2) continue;  /* one team: its iterations in order */
          /* teams are contention groups: only atomic (lock 1) reaches across */
          if (x->lock && x->lock == y->lock && (f->teams != 1 || x->lock == 1)) continue;
          if (!find_pair(f, rs[a], rs[a + 1], rs[b], rs[b + 1], &px, &py)) continue;
          seen[x->site][y->site] = 1;
          printf("P %d %d %d", fid, x->site, y->site);
          print_rec(&g_recs[px]); print_rec(&g_recs[py]); printf("\n");
        }
    }
  } while (next_combo(f, pv));
  printf("D %d %ld %ld\n", fid, combos, total);
}
typedef struct { int qid, fid, s[2], role[2]; long off[2]; int n[2]; int slot[2][MAXV]; long long val[2][MAXV]; int done; } Query;
static int rec_match(const Rec *r, const Query *q, int w) {
  int k;
  if (r->site != q->s[w] || !(r->mode & q->role[w])) return 0;
  if (q->off[w] >= 0 && r->off != q->off[w]) return 0;
  for (k = 0; k < q->n[w]; k++)
    if (q->slot[w][k] >= r->nv || r->v[q->slot[w][k]] != q->val[w][k]) return 0;
  return 1;
}
static long *g_ca, *g_cb, g_ncand;
static void queries(void) {
  static Query qs[4096]; int nq = 0, fid, i, w, k; long a, b;
  while (nq < 4096) {
    Query *q = &qs[nq];
    if (scanf(" Q %d %d", &q->qid, &q->fid) != 2) break;
    for (w = 0; w < 2; w++) {
      if (scanf("%d %d %ld %d", &q->s[w], &q->role[w], &q->off[w], &q->n[w]) != 4) return;
      for (k = 0; k < q->n[w]; k++)
        if (scanf("%d %lld", &q->slot[w][k], &q->val[w][k]) != 2) return;
    }
    q->done = 0; nq++;
  }
  for (fid = 0; fid < (int)(sizeof g_fns / sizeof g_fns[0]); fid++) {
    const FnInfo *f = &g_fns[fid]; long long pv[4]; int any = 0;
    for (i = 0; i < nq; i++) if (qs[i].fid == fid) any = 1;
    if (!any) continue;
    for (i = 0; i < f->np; i++) pv[i] = f->lo[i];
    do {
      run_combo(fid, pv);
      for (i = 0; i < nq; i++) {
        Query *q = &qs[i];
        long na = 0, nb = 0;
        if (q->fid != fid || q->done) continue;
        if (g_ncand < g_nrec) {
          g_ncand = g_nrec;
          g_ca = realloc(g_ca, (size_t)g_ncand * sizeof(long));
          g_cb = realloc(g_cb, (size_t)g_ncand * sizeof(long));
          if (!g_ca || !g_cb) exit(4);
        }
        for (a = 0; a < g_nrec; a++) {
          if (rec_match(&g_recs[a], q, 0)) g_ca[na++] = a;
          if (rec_match(&g_recs[a], q, 1)) g_cb[nb++] = a;
        }
        for (a = 0; a < na && !q->done; a++)
          for (b = 0; b < nb; b++)
            if (g_ca[a] != g_cb[b] && par_ok(f, &g_recs[g_ca[a]], &g_recs[g_cb[b]])) {
              q->done = 1; break;
            }
      }
    } while (next_combo(f, pv));
  }
  for (i = 0; i < nq; i++) printf("A %d %d\n", qs[i].qid, qs[i].done);
}
int main(int argc, char **argv) {
  int fid, n = (int)(sizeof g_fns / sizeof g_fns[0]);
  if (argc > 1 && strcmp(argv[1], "query") == 0) { queries(); return 0; }
  if (argc > 2) { fid = atoi(argv[2]); if (fid >= 0 && fid < n) truth(fid); return 0; }
  for (fid = 0; fid < n; fid++) { truth(fid); fflush(stdout); }
  return 0;
}
"""


class Batch:
    def __init__(self, cases, path):
        self.cases, self.path = cases, path
        self.site_loc = {}      # (fid, site) -> (line, col)
        self.loc_site = {}      # (line, col) -> (fid, site)
        self.franges = []       # (first line, last line) per fid


def strip_markers(text, fidmap, batch):
    """Removes the site markers, recording each site's line:col."""
    out = []
    for ln, line in enumerate(text.split("\n"), 1):
        while "\x01" in line:
            p = line.index("\x01")
            q = line.index("\x02", p)
            site = int(line[p + 1:q])
            line = line[:p] + line[q + 1:]
            fid = fidmap(ln)
            batch.site_loc[(fid, site)] = (ln, p + 1)
            batch.loc_site[(ln, p + 1)] = (fid, site)
        out.append(line)
    return "\n".join(out)


def render_plugin_file(batch, header=""):
    lines = (PLUGIN_HEADER + header).rstrip("\n").split("\n")
    ranges = []
    for c in batch.cases:
        pre, fn = render_function(c, False)
        lines.append("")
        lines += pre
        first = len(lines) + 1
        lines += fn
        ranges.append((first, len(lines)))
    batch.franges = ranges

    def fidmap(ln):
        for fid, (a, b) in enumerate(ranges):
            if a <= ln <= b:
                return fid
        return -1
    return strip_markers("\n".join(lines) + "\n", fidmap, batch)


def render_twin(batch):
    out = [TWIN_RUNTIME]
    infos = []
    for fid, c in enumerate(batch.cases):
        pre, fn = render_function(c, True)
        out += pre
        out += fn
        args = ", ".join("(%s)pv[%d]" % (t.name, k) for k, (n, t, *_r) in enumerate(c.params))
        out.append("static void run_%d(const long long *pv) { (void)pv; %s(%s); }" % (fid, c.fname, args))
        resets = " ".join("memset(%s, 0, sizeof %s);" % (a.name, a.name) for a in c.arrays if a.is_global)
        resets += " ".join("memset(&%s, 0, sizeof %s);" % (x.name, x.name) for x in c.scalars
                           if x.is_global and x.sharing != "body" and x.role != "idx")
        out.append("static void reset_%d(void) { %s }" % (fid, resets))
        lo = ", ".join(str(p[4]) for p in c.params) or "0"
        hi = ", ".join(str(p[5]) for p in c.params) or "0"
        infos.append("  {run_%d, reset_%d, %d, {%s}, {%s}, %d, %d, %d}," % (
            fid, fid, len(c.params), lo, hi, 1 if c.simd else 0, c.safelen, c.teams))
    out.append("static const FnInfo g_fns[] = {")
    out += infos
    out.append("};")
    out.append(TWIN_MAIN)
    return "\n".join(out)


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


DIAG_RE = re.compile(r"^(.*?):(\d+):(\d+): (warning|note|error|remark|fatal error): (.*)$")
RACE_RE = re.compile(r"^data race on '([^']*)': (read|write) of (.*?) in iteration (.*?) "
                     r"conflicts with (read|write) in iteration (.*?)(?: when (.*?))?(?: \[drsat\])?$")
TEAM_RE = re.compile(r" of team \d+(?= conflicts| when| if| \(| \[drsat\]|$)")
SCALAR_RE = re.compile(r"^data race on '([^']*)': (read|write) in iteration (.*?) "
                       r"conflicts with (read|write) in iteration (.*?)(?: when (.*?))?(?: \[drsat\])?$")
NOTE_RE = re.compile(r"^conflicting (read|write) of '([^']*)' here")


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


def parse_plugin(out, batch):
    """Returns one PluginResult per function of the batch, plus global problems."""
    res = [PluginResult() for _ in batch.cases]
    glob = []
    lines = out.splitlines()

    def fid_of(ln):
        for fid, (a, b) in enumerate(batch.franges):
            if a <= ln <= b:
                return fid
        return -1
    cur = None
    for line in lines:
        m = DIAG_RE.match(line)
        if not m:
            continue
        ln, col, kind, msg = int(m.group(2)), int(m.group(3)), m.group(4), m.group(5)
        if kind == "note":
            nm = NOTE_RE.match(msg)
            if nm and cur is not None and cur.get("second") is None:
                cur["second"] = batch.loc_site.get((ln, col))
                cur["note"] = line
                cur["note_loc"] = (ln, col)
                cur["note_role"] = nm.group(1)
            continue
        cur = None
        fid = fid_of(ln)
        if kind in ("error", "fatal error"):
            if fid >= 0:
                res[fid].other.append(line)
            else:
                glob.append(line)
            continue
        # (family "teams": the teams of the iterations are not checked)
        msg = TEAM_RE.sub("", msg)
        rm = RACE_RE.match(msg)
        sm = SCALAR_RE.match(msg) if not rm else None
        if (rm or sm) and kind == "warning":
            site = batch.loc_site.get((ln, col))
            if rm:
                d = {"line": line, "loc": (ln, col), "first": site, "second": None,
                     "obj": rm.group(1), "role1": rm.group(2), "elem": rm.group(3),
                     "iter1": rm.group(4), "role2": rm.group(5), "iter2": rm.group(6),
                     "when": rm.group(7) or ""}
            else:
                d = {"line": line, "loc": (ln, col), "first": site, "second": None,
                     "obj": sm.group(1), "role1": sm.group(2), "elem": None,
                     "iter1": sm.group(3), "role2": sm.group(4), "iter2": sm.group(5),
                     "when": sm.group(6) or ""}
            cur = d
            if fid >= 0:
                res[fid].races.append(d)
            else:
                glob.append(line)
            continue
        if kind == "remark" and "free of data races" in msg:
            if fid >= 0:
                res[fid].clean.append(msg)
            continue
        if "not analyzed" in msg:
            if fid >= 0:
                res[fid].unknown.append(msg)
            else:
                glob.append(line)
            continue
        if "[drsat]" in msg and kind == "warning":
            if fid >= 0:
                res[fid].other.append(line)
            else:
                glob.append(line)
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
    parser and the witness checker: every racing function gets its true pairs
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
            if a1.arr.ndim == 0:
                line = "x.c:1:1: warning: data race on '%s': %s in iteration %s conflicts with " \
                       "%s in iteration %s%s [drsat]" % (a1.arr.name, r1, iter1, r2, iter2, wh)
                m = SCALAR_RE.match(DIAG_RE.match(line).group(5))
                pr.races.append({"line": line, "loc": (1, 1), "first": (fid, s1), "second": (fid, s2),
                                 "obj": m.group(1), "role1": m.group(2), "elem": None,
                                 "iter1": m.group(3), "role2": m.group(4), "iter2": m.group(5),
                                 "when": m.group(6) or ""})
                continue
            flat, subs = off1 // a1.arr.esize, []
            for n in reversed(a1.arr.dims):
                subs.insert(0, flat % n)
                flat //= n
            elem = a1.arr.name + "".join("[%d]" % x for x in subs)
            line = "x.c:1:1: warning: data race on '%s': %s of %s in iteration %s conflicts with " \
                   "%s in iteration %s%s [drsat]" % (a1.arr.name, r1, elem, iter1, r2, iter2, wh)
            m = RACE_RE.match(DIAG_RE.match(line).group(5))
            pr.races.append({"line": line, "loc": (1, 1), "first": (fid, s1), "second": (fid, s2),
                             "obj": m.group(1), "role1": m.group(2), "elem": m.group(3),
                             "iter1": m.group(4), "role2": m.group(5), "iter2": m.group(6),
                             "when": m.group(7) or ""})
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
    return cmd + args.plugin_arg + [path]


def run_plugin(args, batch):
    rc, so, se = run(plugin_cmd(args, batch.path), timeout=args.timeout)
    text = so + se
    pres, glob = parse_plugin(text, batch)
    bad = rc != 0 and not any(": error:" in l for l in text.splitlines())
    if bad or rc == -999:
        # crash or time-out: find the culprit(s) one function at a time
        for fid, c in enumerate(batch.cases):
            single = Batch([c], batch.path[:-2] + ".f%d.c" % fid)
            with open(single.path, "w") as f:
                f.write(render_plugin_file(single))
            rc1, so1, se1 = run(plugin_cmd(args, single.path), timeout=args.timeout)
            p1, _ = parse_plugin(so1 + se1, single)
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
