"""difftest_program.py -- the generated program: scopes, arrays, scalars,
accesses and statements, each able to render itself as C (plugin file
and instrumented twin).

Part of scripts/difftest.py (docs/difftest.md), split by job.
"""
from difftest_cexpr import *  # noqa: F401,F403  (the expression classes)


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
