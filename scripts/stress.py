#!/usr/bin/env python3
"""stress.py -- random and adversarial C/C++ for the drsat plugin.

Generates files that are hard on a front end and on the model builder (bad
pragmas, `#pragma drs` with no loop, non-canonical loops, huge unrolled
bodies, deep nesting, odd macros, C++ templates / lambdas / range-for, goto,
inline asm, setjmp, unions, broken syntax ...), runs clang-19 on each twice
-- once without the plugin, once with it -- and checks for every file:

  * the exit status with the plugin equals clang's own without it;
  * no crash: no "PLEASE submit a bug report", no "Stack dump", no signal;
  * no sanitizer report (AddressSanitizer, LeakSanitizer, "runtime error:");
  * the plugin run takes less than --time-limit CPU seconds (default 10;
    wall time only counts against --wall-limit, to catch hangs);
  * a file with compile errors gets clang's errors unchanged and no analysis
    (no "data race", "loop not analyzed", "free of data races" lines);
  * a loop the generator marked `STRESS-NOT-FREE` (it contains something the
    model cannot represent, or a certain race) is never reported free of
    data races.

The last line is "N passed, M failed".  Exit status 0 when nothing failed.

  scripts/stress.py --clang clang-19 --plugin build/lib/libdrsat.so \\
                    --seed 1 --count 150 [--jobs 2] [--keep DIR] [-v]

Failing files are copied to --keep (default: a temporary directory that is
printed) with the plugin's output next to them, to reproduce by hand.
"""
import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

NOT_FREE = "STRESS-NOT-FREE"

# ---------------------------------------------------------------------------
# generators: each takes a random.Random and returns (suffix, source)
# ---------------------------------------------------------------------------

INT_TYPES = ["int", "unsigned", "long", "short", "char", "unsigned char",
             "long long", "unsigned long"]


def rand_index(r, v, depth=0):
    """A random integer expression over the loop variable v."""
    if depth > 3 or r.random() < 0.3:
        return r.choice([v, v, str(r.randint(-3, 9)), "n", "k"])
    op = r.choice(["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^"])
    a = rand_index(r, v, depth + 1)
    b = rand_index(r, v, depth + 1)
    if op in ("/", "%"):
        b = str(r.choice([1, 2, 3, 7, -2]))
    if op in ("<<", ">>"):
        b = str(r.randint(0, 4))
    e = "(%s %s %s)" % (a, op, b)
    if r.random() < 0.2:
        e = "(%s)%s" % (r.choice(INT_TYPES), e)
    return e


def gen_random_loop(r):
    """Canonical omp loops with random index arithmetic (mostly well formed)."""
    kind = r.choice(["parallel for", "parallel for simd", "simd", "for", "drs"])
    lines = ["int a[1000], b[1000];", "int n = 100, k = 3;", "void f(void) {"]
    var = r.choice(["i", "j", "idx"])
    ty = r.choice(["int", "unsigned", "long", "short"])
    lo, hi = r.randint(-5, 10), r.randint(0, 200)
    step = r.choice(["++", "--", "+= 2", "+= 3", "-= 1"])
    rel = "<" if "+" in step else ">"
    if kind == "for":
        lines.append("#pragma omp parallel")
        lines.append("{")
    lines.append("#pragma drs" if kind == "drs" else "#pragma omp " + kind)
    lines.append("for (%s %s = %d; %s %s %d; %s%s) {" %
                 (ty, var, lo if rel == "<" else hi, var, rel,
                  hi if rel == "<" else lo, var, step))
    for _ in range(r.randint(1, 6)):
        lhs = r.choice(["a", "b"]) + "[(%s) & 511]" % rand_index(r, var)
        rhs = r.choice(["a", "b"]) + "[(%s) & 511]" % rand_index(r, var)
        stmt = "%s %s %s;" % (lhs, r.choice(["=", "+=", "^="]), rhs)
        if r.random() < 0.4:
            stmt = "if (%s %s %d) %s" % (rand_index(r, var), r.choice(["<", "==", "!="]),
                                         r.randint(0, 50), stmt)
        lines.append("  " + stmt)
    lines.append("}")
    if kind == "for":
        lines.append("}")
    lines.append("}")
    return ".c", "\n".join(lines) + "\n"


def gen_bad_pragmas(r):
    """Malformed or misplaced pragmas (many are compile errors)."""
    cases = [
        "#pragma drs\nint x;\nvoid f(void) {}\n",
        "void f(int *a) {\n#pragma drs\n}\n",
        "void f(int *a) {\n  for (int i = 0; i < 4; i++) a[i] = 0;\n#pragma drs\n}\n",
        "#pragma drs\n",
        "void f(int *a) {\n#pragma drs extra tokens here\n  for (int i = 0; i < 4; i++) a[i] = i;\n}\n",
        "void f(int *a) {\n#pragma drs\n#pragma drs\n  for (int i = 0; i < 4; i++) a[i] = i;\n}\n",
        "void f(int *a) {\n#pragma drs\n  while (*a) a++;\n}\n",
        "void f(int *a) {\n#pragma omp parallel for\n  a[0] = 1;\n}\n",
        "void f(int *a) {\n#pragma omp parallel for private(\n  for (int i = 0; i < 4; i++) a[i] = i;\n}\n",
        "void f(int *a) {\n#pragma omp parallel for collapse(3)\n  for (int i = 0; i < 4; i++)\n"
        "    for (int j = 0; j < 4; j++) a[i + j] = i;\n}\n",
        "void f(int *a) {\n#pragma omp parallel for schedule(bogus)\n  for (int i = 0; i < 4; i++) a[i] = i;\n}\n",
        "void f(int *a) {\n#pragma omp parallel for reduction(+:nosuch)\n  for (int i = 0; i < 4; i++) a[i] = i;\n}\n",
        "void f(int *a) {\n#pragma omp nonsense\n  for (int i = 0; i < 4; i++) a[i] = i;\n}\n",
        "void f(int *a) {\n#pragma omp parallel for\n#pragma drs\n  for (int i = 0; i < 4; i++) a[i] = a[i + 1]; /* %s */\n}\n" % NOT_FREE,
        "void f(int *a) {\n  _Pragma(\"drs\")\n  for (int i = 0; i < 4; i++) a[i] = i;\n}\n",
        "#define P _Pragma(\"omp parallel for\")\nvoid f(int *a) {\n  P\n  for (int i = 0; i < 9; i++) a[i] = a[i + 1]; /* %s */\n}\n" % NOT_FREE,
        "void f(int *a) {\n#pragma omp parallel for\n#pragma omp parallel for\n  for (int i = 0; i < 4; i++) a[i] = i;\n}\n",
        "void f(int *a) {\n#pragma omp simd safelen(0)\n  for (int i = 0; i < 4; i++) a[i] = i;\n}\n",
        "void f(int *a) {\n#pragma omp simd safelen(-3)\n  for (int i = 0; i < 4; i++) a[i] = i;\n}\n",
        "void f(int *a) {\n#pragma omp parallel for ordered(2)\n  for (int i = 0; i < 4; i++) a[i] = i;\n}\n",
        "#pragma omp parallel for\nint g;\n",
        "void f(void) {\n#pragma drs\n}\n#pragma drs\n",
    ]
    return ".c", r.choice(cases)


def gen_noncanonical(r):
    """omp / drs over loops OpenMP does not accept or the model cannot use."""
    pragma = r.choice(["#pragma omp parallel for", "#pragma drs", "#pragma omp simd"])
    heads = [
        "for (i = 0; i != n; i += 2)",
        "for (i = 0; i < n; i *= 2)",
        "for (i = 0; i < n; )",
        "for (;;)",
        "for (i = 0; i < n && a[i]; i++)",
        "for (i = 0; a[i] < n; i++)",
        "for (i = n; i >= 0; i--)",
        "for (i = 0; i < n; i += k)",
        "for (i = 0; i < n; i = i + 1 + (a[0] & 1))",
        "for (double d = 0; d < n; d += 0.5)",
        "for (int *p = a; p < a + n; p++)",
        "for (i = 0; i < n; i++, n--)",
        "for (unsigned u = 10; u >= 0; u--)",
        "for (i = 0; i <= 2147483647; i++)",
        "for (i = -2147483647 - 1; i < 0; i += 1073741824)",
        "for (long long q = 0; q < 9223372036854775807LL; q += 4611686018427387904LL)",
    ]
    head = r.choice(heads)
    var = "i"
    m = re.match(r"for \((?:\w+ \*?)?(\w+)", head)
    if m:
        var = m.group(1)
    body = r.choice(["a[0] += 1; /* %s */" % NOT_FREE, "b[%s & 63] = 1;" % var if var not in ("d", "p") else "b[0] = 1; /* %s */" % NOT_FREE,
                     "if (i > 5) break;", "n++;"])
    src = ("int a[100], b[100];\nvoid f(int n, int k) {\n  int i;\n%s\n  %s {\n    %s\n  }\n}\n"
           % (pragma, head, body))
    return ".c", src


def gen_huge_body(r):
    """Long unrolled bodies: many accesses, many pairs."""
    n = r.choice([200, 500, 1500])
    lines = ["double a[100000], b[100000];", "void f(void) {",
             "#pragma omp parallel for", "for (int i = 0; i < 64; i++) {"]
    for k in range(n):
        lines.append("  a[i * %d + %d] = b[i * %d + %d] * 2.0 + a[i * %d + %d];"
                     % (n, k, n, (k * 7) % n, n, k))
    lines += ["}", "}"]
    return ".c", "\n".join(lines) + "\n"


def gen_deep_conditions(r):
    """Deeply nested if/else and ?: chains, deep expressions."""
    depth = r.choice([30, 100, 250])
    kind = r.randrange(3)
    lines = ["int a[1000], n;", "void f(void) {", "#pragma omp parallel for",
             "for (int i = 0; i < 100; i++) {"]
    if kind == 0:
        for d in range(depth):
            lines.append(" " * (d % 40) + "if (i %% %d != %d) {" % (d + 2, d % 3))
        lines.append("a[i] = n;")
        lines += ["}"] * depth
    elif kind == 1:
        e = "i"
        for d in range(depth):
            e = "(i > %d ? %s : %d)" % (d, e, d)
        lines.append("a[(%s) %% 1000] = 1;" % e)
    else:
        e = "+".join(["i"] * (depth * 4))
        lines.append("a[(%s) %% 1000] = a[i];  /* %s */" % (e, NOT_FREE))
    lines += ["}", "}"]
    return ".c", "\n".join(lines) + "\n"


def gen_deep_parens(r):
    """Parenthesis and unary nesting near and beyond clang's bracket depth."""
    # clang-19's own parser overflows its 8 MB stack at about 1800 nested
    # unary operators (with or without the plugin): stay below.
    depth = r.choice([100, 200, 255, 300, 1000])
    e = "(" * depth + "i" + ")" * depth
    if r.random() < 0.5:
        e = "-" * depth + "i" if depth < 500 else "- " * depth + "i"
    src = ("int a[1000];\nvoid f(void) {\n#pragma omp parallel for\n"
           "  for (int i = 0; i < 10; i++)\n    a[(%s) & 511] = i;\n}\n" % e)
    return ".c", src


def gen_macros(r):
    """Odd macros: loops, indices and pragmas from macros, token pasting."""
    cases = [
        "#define LOOP(v, n) for (int v = 0; v < (n); v++)\nint a[100];\nvoid f(void) {\n"
        "#pragma omp parallel for\n  LOOP(i, 99) a[i] = a[i + 1]; /* %s */\n}\n" % NOT_FREE,
        "#define IDX(x) ((x) * 2 + 1)\nint a[300];\nvoid f(void) {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < 100; i++) a[IDX(i)] = a[IDX(i) - 1];\n}\n",
        "#define PAR _Pragma(\"omp parallel for\")\nint a[100];\nvoid f(void) {\n  PAR\n"
        "  for (int i = 0; i < 100; i++) a[i] = i;\n}\n",
        "#define CAT(a, b) a##b\nint CAT(ar, r)[100];\nvoid f(void) {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < 100; i++) CAT(ar, r)[i] = 0;\n}\n",
        "#define BODY { a[i] = i; }\n#define FOR for (int i = 0; i < 10; i++)\nint a[10];\n"
        "void f(void) {\n#pragma drs\n  FOR BODY\n}\n",
        "#define N (1 << 31)\nint a[100];\nvoid f(void) {\n#pragma omp parallel for\n"
        "  for (long i = 0; i < N; i++) a[i & 63] = 0;\n}\n",
        "#define EMPTY\nint a[100];\nvoid f(void) {\n#pragma omp parallel for EMPTY\n"
        "  for (int i = 0; i < 100; i++) a[i] EMPTY = EMPTY i;\n}\n",
        "#define S(x) #x\nconst char *s = S(\n#pragma drs\n);\n",
        "#if 0\n#pragma drs\n#endif\nint a[9];\nvoid f(void) {\n  for (int i = 0; i < 9; i++) a[i] = 0;\n}\n",
    ]
    return ".c", r.choice(cases)


def gen_cxx(r):
    """C++ the model does not represent: templates, lambdas, range-for, ..."""
    cases = [
        "template <typename T> void f(T *a, int n) {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < n; i++) a[i] = a[i + 1]; // %s\n}\n"
        "template void f<int>(int *, int);\n" % NOT_FREE,
        "template <typename T> void f(T *a, int n) {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < n; i++) a[i] = a[i + 1]; // %s\n}\n" % NOT_FREE,
        "template <int N> struct S { int a[N]; void g() {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < N - 1; i++) a[i] = a[i + 1]; // %s\n} };\n"
        "void h() { S<8> s; s.g(); }\n" % NOT_FREE,
        "int a[100];\nvoid f() {\n#pragma omp parallel for\n  for (int i = 0; i < 99; i++) {\n"
        "    auto g = [&]() { a[i + 1] = a[i]; }; // %s\n    g();\n  }\n}\n" % NOT_FREE,
        "int a[100];\nvoid f() {\n#pragma omp parallel for\n  for (int i = 0; i < 99; i++)\n"
        "    [=]() { a[0] = i; }(); // %s\n}\n" % NOT_FREE,
        "int a[100];\nvoid f() {\n#pragma drs\n  for (int &x : a) x = a[0]; // %s\n}\n" % NOT_FREE,
        "#include <vector>\nvoid f(std::vector<int> &v) {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < (int)v.size(); i++) v[i] = v[0]; // %s\n}\n" % NOT_FREE,
        "struct P { int x, y; };\nP p[100];\nvoid f() {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < 100; i++) p[i].x = p[i].y;\n}\n",
        "int a[100];\nvoid f(int &r) {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++)"
        " r += a[i]; // %s\n}\n" % NOT_FREE,
        "struct V { int d[10]; int &operator[](int i) { return d[i]; } };\nV v;\nvoid f() {\n"
        "#pragma omp parallel for\n  for (int i = 0; i < 9; i++) v[i] = v[i + 1]; // %s\n}\n" % NOT_FREE,
        "template <typename T> T sq(T x) { return x * x; }\nint a[100];\nvoid f() {\n"
        "#pragma omp parallel for\n  for (int i = 0; i < 10; i++) a[sq(i)] = 0;\n}\n",
        "int a[100];\nvoid f() {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++) {\n"
        "    try { a[i] = 0; } catch (...) {}\n  }\n}\n",
        "namespace n { int a[10]; }\nvoid f() {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < 9; i++) n::a[i] = n::a[i + 1]; // %s\n}\n" % NOT_FREE,
        "template <typename T> void f() {\n  T a[10];\n#pragma drs\n"
        "  for (auto i = 0; i < 10; i++) a[i] = 0;\n}\n",
        "constexpr int K = 4;\nint a[100];\nvoid f() {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < 10; i++) a[i * K] = a[i * K + K]; // %s\n}\n" % NOT_FREE,
    ]
    return ".cpp", r.choice(cases)


def gen_goto(r):
    cases = [
        "int a[100];\nvoid f(void) {\n#pragma drs\n  for (int i = 0; i < 99; i++) {\n"
        "    if (a[i]) goto out; /* %s */\n    a[i] = a[i + 1];\n  }\nout:;\n}\n" % NOT_FREE,
        "int a[100];\nvoid f(int c) {\n  if (c) goto in;\n#pragma drs\n  for (int i = 0; i < 99; i++) {\n"
        "  in:\n    a[i] = a[i + 1]; /* %s */\n  }\n}\n" % NOT_FREE,
        "int a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 99; i++) {\n"
        "    if (a[i]) goto out;\n    a[i] = 0;\n  }\nout:;\n}\n",
        "int a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 99; i++) {\n"
        "    if (a[i]) goto skip; /* %s */\n    a[i + 1] = 0;\n  skip:;\n  }\n}\n" % NOT_FREE,
        "int a[100];\nvoid f(void) {\n#pragma drs\n  for (int i = 0; i < 99; i++) {\n"
        "  again:\n    a[i] = a[i + 1]; /* %s */\n    if (a[i] > 3) goto again;\n  }\n}\n" % NOT_FREE,
        "int a[100];\nvoid f(void) {\n  void *t = &&l;\n#pragma drs\n  for (int i = 0; i < 99; i++) {\n"
        "    goto *t; /* %s */\n  l:\n    a[i] = a[i + 1];\n  }\n}\n" % NOT_FREE,
    ]
    return ".c", r.choice(cases)


def gen_asm_setjmp(r):
    cases = [
        "int a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++) {\n"
        "    __asm__ volatile(\"\" ::: \"memory\"); /* %s */\n    a[i] = i;\n  }\n}\n" % NOT_FREE,
        "int a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++) {\n"
        "    int x;\n    __asm__(\"movl %%1, %%0\" : \"=r\"(x) : \"r\"(i)); /* %s */\n    a[x] = i;\n  }\n}\n" % NOT_FREE,
        "#include <setjmp.h>\nint a[100];\njmp_buf jb;\nvoid f(void) {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < 99; i++) {\n    if (setjmp(jb)) continue; /* %s */\n    a[i] = a[i + 1];\n  }\n}\n" % NOT_FREE,
        "#include <setjmp.h>\nint a[100];\njmp_buf jb;\nvoid f(void) {\n#pragma drs\n"
        "  for (int i = 0; i < 99; i++) {\n    a[i] = a[i + 1]; /* %s */\n    longjmp(jb, 1);\n  }\n}\n" % NOT_FREE,
        "int a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++) {\n"
        "    asm goto(\"\" :::: out); /* %s */\n    a[i] = i;\n  }\nout:;\n}\n" % NOT_FREE,
    ]
    return ".c", r.choice(cases)


def gen_unions(r):
    cases = [
        "union U { int i; float f; unsigned char b[4]; };\nint a[256];\nvoid f(void) {\n"
        "#pragma omp parallel for\n  for (int i = 0; i < 100; i++) {\n    union U u;\n"
        "    u.f = (float)i;\n    a[u.b[3]] = i; /* %s */\n  }\n}\n" % NOT_FREE,
        "union U { int i; short s[2]; } u[100];\nvoid f(void) {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < 99; i++) u[i].s[1] = u[i + 1].i; /* %s */\n}\n" % NOT_FREE,
        "union U { int i; unsigned u; };\nint a[100];\nvoid f(int n) {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < 100; i++) {\n    union U x = { .i = -i };\n    a[x.u %% 100] = 1; /* %s */\n"
        "  }\n}\n" % NOT_FREE,
        "struct S { int x; union { int y; int z; }; } s[100];\nvoid f(void) {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < 100; i++) { s[i].y = 1; s[i].z = s[i].x; }\n}\n",
    ]
    return ".c", r.choice(cases)


def gen_misc_c(r):
    """Assorted C corners: VLAs, pointers, casts, UB-ish constants, calls."""
    cases = [
        "void f(int n, int m, double a[n][m]) {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) a[i][j] = a[i][j] + 1;\n}\n",
        "int a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++)"
        " a[i / 0] = 1;\n}\n",
        "int a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++)"
        " a[(i << 40) & 7] = 1;\n}\n",
        "int a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++)"
        " a[(-2147483647 - 1) / -1 & 3] = 1;\n}\n",
        "int a[100];\nvoid g(int *);\nvoid f(void) {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < 100; i++) g(&a[i]); /* %s */\n}\n" % NOT_FREE,
        "int a[100];\nvoid f(int (*fp)(int)) {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < 100; i++) a[fp(i) & 63] = 1; /* %s */\n}\n" % NOT_FREE,
        "void f(int *p, int *q, int n) {\n#pragma omp parallel for\n  for (int i = 0; i < n; i++)"
        " p[i] = q[i + 1];\n}\n",
        "int a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++) {\n"
        "    static int s;\n    s = i; /* %s */\n    a[i] = s;\n  }\n}\n" % NOT_FREE,
        "int a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++)"
        " *(a + i) = *(a + 99 - i); /* %s */\n}\n" % NOT_FREE,
        "struct S { int v[4]; } s[100];\nvoid f(void) {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < 100; i++) s[i].v[4] = s[i].v[0]; /* %s */\n}\n" % NOT_FREE,
        "char buf[1 << 20];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 1000; i++)"
        " *(int *)(buf + i * 2) = i; /* %s */\n}\n" % NOT_FREE,
        "int a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++)"
        " a[i] = ({ int t = i; t * 2; });\n}\n",
        "_Bool a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (_Bool b = 0; b < 1; b++) a[b] = 1;\n}\n",
        "#include <omp.h>\nint a[100];\nvoid f(void) {\n#pragma omp parallel for\n"
        "  for (int i = 0; i < 100; i++) a[omp_get_thread_num() / 2] = i; /* %s */\n}\n" % NOT_FREE,
        "int a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++) {\n"
        "#pragma omp critical\n    a[0] += i;\n  }\n}\n",
        "int a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++) {\n"
        "#pragma omp task\n    a[0] += i; /* %s */\n  }\n}\n" % NOT_FREE,
        "int a[100];\nint f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++) {\n"
        "    switch (i) { case 1: a[0] = 1; default: a[1] = 2; } /* %s */\n  }\n  return 0;\n}\n" % NOT_FREE,
        "int a[100];\nvoid f(void) {\n#pragma omp parallel for\n  for (int i = 0; i < 100; i++) {\n"
        "    int k = 0;\n    while (k < i) k++;\n    a[k] = 1; /* %s */\n  }\n}\n" % NOT_FREE,
    ]
    return ".c", r.choice(cases)


def gen_compile_error(r):
    """A generated file with one random edit that usually breaks it."""
    gen = r.choice([gen_random_loop, gen_misc_c, gen_macros, gen_cxx])
    suffix, src = gen(r)
    src = src.replace(NOT_FREE, "")
    edit = r.randrange(5)
    pos = r.randrange(max(1, len(src)))
    if edit == 0:
        src = src[:pos] + src[pos + r.randint(1, 5):]
    elif edit == 1:
        src = src[:pos] + r.choice(["{", "}", ")", ";", "[", "@", "#", "\"", "'"]) + src[pos:]
    elif edit == 2:
        lines = src.split("\n")
        del lines[r.randrange(len(lines))]
        src = "\n".join(lines)
    elif edit == 3:
        src = src + "\nint undeclared_use = nosuchthing;\n"
    else:
        src = src.replace("int ", "itn ", 1)
    return suffix, src


GENERATORS = [
    (gen_random_loop, 6), (gen_bad_pragmas, 3), (gen_noncanonical, 3), (gen_huge_body, 1),
    (gen_deep_conditions, 2), (gen_deep_parens, 1), (gen_macros, 2), (gen_cxx, 3),
    (gen_goto, 2), (gen_asm_setjmp, 2), (gen_unions, 2), (gen_misc_c, 3),
    (gen_compile_error, 4),
]


def generate(seed, index):
    r = random.Random("%d/%d" % (seed, index))
    gens = [g for g, w in GENERATORS for _ in range(w)]
    g = gens[r.randrange(len(gens))]
    suffix, src = g(r)
    return g.__name__[4:], suffix, src


# ---------------------------------------------------------------------------
# running and checking
# ---------------------------------------------------------------------------

CRASH = re.compile(r"PLEASE submit a bug report|Stack dump:|Segmentation fault|"
                   r"Assertion .* failed|LLVM ERROR|terminate called")
SANITIZER = re.compile(r"ERROR: (Address|Leak|Memory|Thread)Sanitizer|runtime error:|"
                       r"SUMMARY: \w+Sanitizer")
ANALYSIS = re.compile(r"data race on|loop not analyzed:|free of data races")
FREE = re.compile(r":(\d+):\d+: remark: loop is free of data races")


def run(cmd, limit):
    """Runs cmd; returns (exit status or None if killed after `limit` wall
    seconds, output, CPU seconds of the process and its children).  The time
    limit of the checks is on CPU time, so that a loaded machine does not
    make files fail; the wall-clock limit only catches hangs."""
    with tempfile.TemporaryFile() as out:
        p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + limit
        status = None
        while True:
            pid, st, ru = os.wait4(p.pid, os.WNOHANG)
            if pid == p.pid:
                status = os.waitstatus_to_exitcode(st)
                break
            if time.monotonic() > deadline:
                p.kill()
                pid, st, ru = os.wait4(p.pid, 0)
                break
            time.sleep(0.02)
        p.returncode = status if status is not None else -9
        out.seek(0)
        text = out.read().decode(errors="replace")
    return status, text, ru.ru_utime + ru.ru_stime


def check_one(args, workdir, index):
    name, suffix, src = generate(args.seed, index)
    path = os.path.join(workdir, "s%04d_%s%s" % (index, name, suffix))
    with open(path, "w") as f:
        f.write(src)
    base = [args.clang, "-fopenmp", "-fsyntax-only"]
    if suffix == ".cpp":
        base.append("-std=c++17")
    plug = base + ["-fplugin=" + args.plugin, "-fplugin-arg-drsat-remarks",
                   "-fplugin-arg-drsat-timeout-ms=%d" % args.query_ms,
                   "-fplugin-arg-drsat-budget-ms=%d" % args.budget_ms] + args.extra
    rc0, out0, _ = run(base + [path], args.wall_limit)
    rc1, out1, secs = run(plug + [path], args.wall_limit)
    problems = []
    if rc0 is not None and rc0 < 0 and rc1 == rc0:
        # clang itself dies on this file (e.g. its parser's stack): not ours
        return index, path, src, out1, secs, []
    if rc1 is None:
        problems.append("did not finish in %d s of wall time" % args.wall_limit)
    elif secs > args.time_limit:
        problems.append("took %.1f s of CPU time (limit %d s)" % (secs, args.time_limit))
    if rc1 is not None and rc1 < 0:
        problems.append("killed by signal %d" % -rc1)
    if rc1 is not None and rc0 is not None and rc1 != rc0:
        problems.append("exit status %s, clang alone %s" % (rc1, rc0))
    if CRASH.search(out1):
        problems.append("crash: " + CRASH.search(out1).group(0))
    if SANITIZER.search(out1):
        problems.append("sanitizer: " + SANITIZER.search(out1).group(0))
    if rc0 not in (0, None):
        errs0 = [l for l in out0.splitlines() if " error: " in l]
        errs1 = [l for l in out1.splitlines() if " error: " in l]
        if errs0 != errs1:
            problems.append("clang's errors changed (%d lines before, %d with the plugin)"
                            % (len(errs0), len(errs1)))
        if ANALYSIS.search(out1):
            problems.append("analysis output on a file with compile errors")
    marked = {i + 1 for i, l in enumerate(src.split("\n")) if NOT_FREE in l}
    if marked:
        for m in FREE.finditer(out1):
            line = int(m.group(1))
            # the remark sits at the pragma or the loop, a few lines above the mark
            if any(0 <= mk - line <= 4 for mk in marked):
                problems.append("loop reported free of data races at line %d, but it "
                                "contains something unmodelled or racy" % line)
    return index, path, src, out1, secs, problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=150)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--time-limit", type=int, default=10, help="CPU seconds per file")
    ap.add_argument("--wall-limit", type=int, default=300,
                    help="wall-clock seconds after which a run counts as hung")
    ap.add_argument("--query-ms", type=int, default=2000, help="plugin timeout-ms")
    ap.add_argument("--budget-ms", type=int, default=5000, help="plugin budget-ms")
    ap.add_argument("--keep", help="directory for failing files (and all with --keep-all)")
    ap.add_argument("--keep-all", action="store_true")
    ap.add_argument("--extra", action="append", default=[], help="extra plugin run argument")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if not os.path.exists(args.plugin):
        print("stress.py: plugin %s not found" % args.plugin, file=sys.stderr)
        return 2

    workdir = tempfile.mkdtemp(prefix="drsat-stress-")
    keep = args.keep or os.path.join(workdir, "failed")
    passed = failed = 0
    slowest = (0.0, "")
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            futures = [ex.submit(check_one, args, workdir, i) for i in range(args.count)]
            for fut in futures:
                index, path, src, out, secs, problems = fut.result()
                if secs > slowest[0]:
                    slowest = (secs, os.path.basename(path))
                if problems:
                    failed += 1
                    os.makedirs(keep, exist_ok=True)
                    dst = os.path.join(keep, os.path.basename(path))
                    shutil.copy(path, dst)
                    with open(dst + ".out", "w") as f:
                        f.write(out)
                    print("FAIL %s: %s" % (dst, "; ".join(problems)), flush=True)
                    if args.verbose:
                        print("\n".join("    " + l for l in out.splitlines()[:30]))
                else:
                    passed += 1
                    if args.keep_all and args.keep:
                        os.makedirs(keep, exist_ok=True)
                        shutil.copy(path, keep)
                    if args.verbose:
                        print("ok   %s (%.2f s CPU)" % (os.path.basename(path), secs), flush=True)
    finally:
        if args.keep or not failed:
            shutil.rmtree(workdir, ignore_errors=True)
        else:
            print("stress.py: failing files and outputs kept in %s" % keep)
    if args.verbose:
        print("slowest: %s (%.2f s CPU)" % (slowest[1], slowest[0]))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
