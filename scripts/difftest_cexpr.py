"""difftest_cexpr.py -- C integer types and expressions with C semantics:
the values the differential tester's generated programs compute.

Part of scripts/difftest.py (docs/difftest.md), split by job.
"""
import re


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
