"""difftest_gen.py -- the generator of random cases (deterministic from a
seed).  Over 700 lines on purpose: one class, Gen, whose methods share its
state (scope, families, the case under construction); splitting it would
thread that state through a second object for no reader's benefit.

Part of scripts/difftest.py (docs/difftest.md), split by job.
"""
from difftest_program import *  # noqa: F401,F403  (program and expressions)


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
            if iv[1] - iv[0] > self.w2 or iv[0] < self.abs_lo or iv[1] > self.abs_hi:
                continue  # (a wrapped unsigned subscript is narrow but huge)
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
                # (a declaration stays in the body's scope: an `atomic read`
                # into a fresh `v` declares it for the statements after it)
                if isinstance(st, (SDecl, SVDecl, SLine)) or \
                        (isinstance(st, SAtomic) and st.decl):
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
