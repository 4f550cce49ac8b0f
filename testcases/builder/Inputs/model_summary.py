#!/usr/bin/env python3
"""Prints a drsat model dump (JSON) as short lines for FileCheck.

    model_summary.py [--lines] MODEL.json

With --lines, construct, loop and access lines end in " @line:col" (the
construct: pragma and loop, " @line:col loop@line:col").

One block per construct:
    construct <kind> in <function>: <not analyzed reason, "incomplete: " and
                                     why accesses were left out, or "analyzed">
    env: <expr>
    sym <name> <kind> <type> [label=<label>]
    loop <kind> <var> init=<expr> cond=<expr> step=<n> parent=<k>
    object <name> <kind> elem=<n> [unaliased] [label=<label>]
    access <mode> <object> "<text>" off=<expr> size=<n> index=[...] member=<m> path=<expr> loop=<k> lock=<id,id,...|None> [dims=[<expr or ->, <expr>, ...] [bounds-only]]
    assume <text>
Expressions are printed infix, casts as (t)x, constants with their type
when it is not i32.
"""
import json
import sys


def render(exprs, k, cache):
    if k is None:
        return "true"
    if isinstance(k, str):
        return k
    if isinstance(k, dict):
        exprs = exprs + [k]
        k = len(exprs) - 1
    if k in cache:
        return cache[k]
    e = exprs[k]
    op = e["op"]
    t = e.get("t", "i32")
    if op == "const":
        s = str(e["v"]) if t == "i32" else "%s:%s" % (e["v"], t)
    elif op == "sym":
        s = e["s"]
    else:
        a = [render(exprs, x, cache) for x in e.get("a", [])]
        if op == "cast":
            s = "(%s)%s" % (t, a[0])
        elif op in ("neg", "~", "!"):
            s = "%s%s" % ("-" if op == "neg" else op, a[0])
        elif op == "?:":
            s = "(%s ? %s : %s)" % (a[0], a[1], a[2])
        else:
            s = "(%s %s %s)" % (a[0], op, a[1])
    cache[k] = s
    return s


def main():
    args = sys.argv[1:]
    lines = "--lines" in args
    args = [a for a in args if a != "--lines"]
    at = lambda o: " @%s:%s" % (o.get("line"), o.get("col")) if lines else ""
    m = json.load(open(args[0]))
    for c in m["constructs"]:
        ex = c.get("exprs", [])
        cache = {}
        r = lambda k: render(ex, k, cache)
        na = c.get("not_analyzed")
        inc = c.get("incomplete")
        print("construct %s in %s: %s%s" % (c["kind"], c["function"],
                                            "not analyzed: " + na if na else
                                            "incomplete: " + inc if inc else "analyzed",
                                            at(c) + (" loop@%s:%s" % (c.get("loop_line"), c.get("loop_col"))
                                                     if lines else "")))
        if na:
            continue
        print("env: %s" % r(c.get("env")))
        for s in c.get("symbols", []):
            lab = "" if s["label"] == s["name"] else " label=%s" % s["label"]
            print("sym %s %s %s%s" % (s["name"], s["kind"], s["t"], lab))
        for i, lp in enumerate(c.get("loops", [])):
            print("loop %d %s %s init=%s cond=%s step=%s parent=%s" % (
                i, lp["kind"], lp["var"], r(lp["init"]), r(lp["cond"]),
                lp["step"], lp["parent"]) + at(lp))
        for o in c.get("objects", []):
            lab = "" if o.get("label", o["name"]) == o["name"] else " label=%s" % o["label"]
            print("object %s %s elem=%s%s%s" % (o["name"], o["kind"], o["elem_size"],
                                                " unaliased" if o.get("unaliased") else "", lab))
        for a in c.get("accesses", []):
            print('access %s %s "%s" off=%s size=%s index=[%s] member=%s path=%s loop=%s lock=%s' % (
                a["mode"], a["object"], a["text"], r(a["offset"]), a["size"],
                ", ".join(r(x) for x in a.get("index", [])), a.get("member") or "-",
                r(a.get("path")), a["loop"], ",".join(a.get("locks", [])) or "None")
                  + ("" if a.get("dims") is None else " dims=[%s]" % ", ".join(
                      "-" if x is None else r(x)
                      for i, x in enumerate(a["dims"])))
                  + (" bounds-only" if a.get("dims_bounds_only") else "")
                  + at(a))
        for t in c.get("assumptions", []):
            print("assume %s" % t)


if __name__ == "__main__":
    main()
