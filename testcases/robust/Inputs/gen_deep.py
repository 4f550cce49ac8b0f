"""Writes a C file whose loop indexes with a very deep expression.

  gen_deep.py chain N   a[i + 1 + 1 ... + 1]       (N additions, no parentheses)
  gen_deep.py parens N  a[(((i + 1) + 1) ...) & 511] (N nested parentheses)
  gen_deep.py noomp N   no OpenMP at all: return x + x ... + x (N additions)
"""
import sys

kind, n = sys.argv[1], int(sys.argv[2])
if kind == "noomp":
    print("int f(int x) {\n  return x%s;\n}" % (" + x" * n))
    sys.exit(0)
if kind == "chain":
    index = "i" + " + 1" * n
else:
    index = "i"
    for _ in range(n):
        index = "(%s + 1)" % index
    index += " & 511"
print("int a[100000];\nvoid f(void) {\n#pragma omp parallel for\n"
      "  for (int i = 0; i < 10; i++)\n    a[%s] = i;\n}" % index)
