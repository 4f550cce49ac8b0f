#!/usr/bin/env python3
"""drsat performance benchmarks (figures, not pass/fail tests).

    bench/run.sh [--build DIR] [--drb DRB_DIR] [--only overhead,width,...]
                 [--readme bench/README.md]

Every figure is a ratio or a time measured side by side in one run, on this
machine, one compile at a time:

  fixed      a file with no OpenMP construct, with and without the plugin:
             what loading the plugin (and Z3) costs every compile.
  overhead   total wall time of `clang-19 -fsyntax-only -fopenmp` with the
             plugin / without it, over the DataRaceBench C/C++ files and over
             FalsePositiveBench (each file compiled with and without, in turn,
             --repeat times; the best time of each counts).  Also the peak
             memory (maximum resident set size, the figure `/usr/bin/time -v`
             prints, read here with wait4) with and without the plugin, and
             the solver time per construct from the JSON reports (median,
             p95, max).  Target: ratio <= 1.25, aim <= 1.10.
  width      one loop with K writes and K reads on one array, every pair
             race-free, K = 25..400: seconds, growth, and how many candidate
             pairs the cheap filters decided (pairs_checked - pairs_solved).
             Target: K = 200 under 2 s.
  trip       the same loop with bound 10 and 2^30: ratio of the times.
             Target <= 1.2.
  nonlinear  bench/cases/histogram.c and quartic.c (an unsat quartic):
             seconds through the plugin.  Target < 1 s each.
  npb        (with --npb NPB_DIR; not in the default --only) the NAS
             Parallel Benchmarks 3.0 OpenMP C, class S (`sys/setparams
             BENCH S` in each folder first): per benchmark, plain
             -fsyntax-only against the plugin, their ratio (target <= 2)
             and the plugin's warnings by kind.

With --readme PATH the figures are written into bench/README.md (generated).
With --baseline OLD.json (an earlier run's --json) the overhead part ends
with the files whose added time grew past 50 ms more and twice the old one.
"""

import argparse
import datetime
import json
import math
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import drb_eval  # noqa: E402  (suite layout, compile flags, machine description)

# Width points whose extra time is below this give no growth exponent.
GROWTH_MIN_S = 0.02


# ---- measuring one compile ----------------------------------------------------

# DataRaceBench's tiled (PLUTO) kernels, reported one by one (issue #17).
PLUTO = ("DRB042-", "DRB044-", "DRB056-")


def measure(cmd, timeout):
    """Runs cmd; returns dict(rc, wall, cpu, rss_kb, out): cpu is user +
    system time.  rc None on time-out."""
    with tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT,
                                start_new_session=True)
        killed = []

        def kill():
            killed.append(True)
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except OSError:
                pass

        timer = threading.Timer(timeout, kill)
        timer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            timer.cancel()
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        text = out.read().decode("utf-8", "replace")
    return {"rc": None if killed else proc.returncode, "wall": wall,
            "cpu": usage.ru_utime + usage.ru_stime,
            "rss_kb": usage.ru_maxrss, "out": text}


def read_constructs(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f).get("constructs") or []
    except (OSError, ValueError):
        return []


class Bench:
    def __init__(self, args):
        self.args = args
        self.tmp = tempfile.mkdtemp(prefix="drsat-bench-")
        self.results = {}

    def base_cmd(self, flags, path):
        return [self.args.clang, "-fsyntax-only", "-fno-color-diagnostics"] + flags + [path]

    def plugin_cmd(self, flags, path, report=None):
        cmd = [self.args.clang, "-fsyntax-only", "-fno-color-diagnostics"] + flags + [
            "-fplugin=" + self.args.plugin]
        if report:
            cmd.append("-fplugin-arg-drsat-json=" + report)
        return cmd + [path]

    # -- NPB -------------------------------------------------------------------

    def npb(self):
        """The NAS Parallel Benchmarks (NPB 3.0 OpenMP C, class S: run
        `sys/setparams BENCH S` in each benchmark's folder first): per
        benchmark, plain -fsyntax-only against the plugin (best of
        --repeat), their ratio, and the plugin's warnings by kind."""
        root = self.args.npb
        if not root:
            print("bench: the npb part needs --npb NPB_DIR", file=sys.stderr)
            return
        rows = []
        for bench in ("BT", "CG", "EP", "FT", "IS", "LU", "MG", "SP"):
            path = os.path.join(root, bench, bench.lower() + ".c")
            if not os.path.isfile(path):
                continue
            # IS is K&R-era C: implicit int and function declarations
            flags = ["-fopenmp", "-Wno-implicit-int", "-Wno-implicit-function-declaration",
                     "-I", os.path.join(root, "common"), "-I", os.path.join(root, bench)]
            base = min(measure(self.base_cmd(flags, path), self.args.timeout)["wall"]
                       for _ in range(self.args.repeat))
            runs = [measure(self.plugin_cmd(flags, path), self.args.timeout)
                    for _ in range(self.args.repeat)]
            best = min(runs, key=lambda r: r["wall"])
            kinds = {}
            for line in best["out"].splitlines():
                if "warning:" not in line or "[drsat]" not in line:
                    continue
                text = line.split("warning:", 1)[1].strip()
                kind = ("out-of-bounds" if text.startswith("out-of-bounds")
                        else "race" if text.startswith("data race")
                        else "possible race" if text.startswith("possible")
                        else "not analyzed: " + text.split(":", 2)[1].strip()
                        if text.startswith("loop not analyzed") or
                        text.startswith("region not analyzed") else text)
                kind = re.sub(r"\d+", "N", kind.replace(" [drsat]", ""))
                kinds[kind] = kinds.get(kind, 0) + 1
            rows.append({"bench": bench, "base": base, "plugin": best["wall"],
                         "ratio": best["wall"] / base if base > 0 else None,
                         "warnings": kinds})
        self.results["npb"] = rows
        print("NPB (class S)   plain s  plugin s  ratio  warnings")
        for r in rows:
            print("%-4s %16.3f %9.3f %6.2f  %s" % (
                r["bench"], r["base"], r["plugin"], r["ratio"] or 0,
                ", ".join("%s: %d" % kv for kv in sorted(r["warnings"].items())) or "-"))

    # -- overhead ------------------------------------------------------------

    def overhead_set(self, label, items, repeat):
        """items: list of (path, flags).  Side by side, best of `repeat`."""
        base_t, plug_t, base_m, plug_m, ratios = [], [], [], [], []
        base_c, plug_c = [], []
        solver, slow, failures, heavy = [], [], [], []
        for k, (path, flags) in enumerate(items):
            name = os.path.basename(path)
            report = os.path.join(self.tmp, "%s-%d.json" % (label, k))
            bt = pt = bc = pc = None
            bm = pm = 0
            for r in range(repeat):
                b = measure(self.base_cmd(flags, path), self.args.timeout)
                p = measure(self.plugin_cmd(flags, path, report if r == 0 else None),
                            self.args.timeout)
                if b["rc"] != 0:
                    break
                bt = b["wall"] if bt is None else min(bt, b["wall"])
                bc = b["cpu"] if bc is None else min(bc, b["cpu"])
                bm = max(bm, b["rss_kb"])
                if p["rc"] is None:
                    failures.append("%s: plugin time-out (%gs)" % (name, self.args.timeout))
                elif p["rc"] != 0:
                    failures.append("%s: plugin exit %d" % (name, p["rc"]))
                pt = p["wall"] if pt is None else min(pt, p["wall"])
                pc = p["cpu"] if pc is None else min(pc, p["cpu"])
                pm = max(pm, p["rss_kb"])
            if bt is None:
                continue   # does not compile at all: not part of the figure
            base_t.append(bt)
            plug_t.append(pt)
            base_c.append(bc)
            plug_c.append(pc)
            base_m.append(bm)
            plug_m.append(pm)
            ratios.append(pt / bt if bt > 0 else float("nan"))
            heavy.append((pt - bt, name))
            cons = read_constructs(report)
            if any(name.startswith(t) for t in PLUTO):
                counts = {}
                for c in cons:
                    counts[c.get("verdict")] = counts.get(c.get("verdict"), 0) + 1
                self.results.setdefault("pluto", []).append(
                    {"file": name, "base_s": bt, "plugin_s": pt, "verdicts": counts})
            for c in cons:
                s = c.get("solver_seconds")
                if isinstance(s, (int, float)):
                    solver.append(s)
                    slow.append((s, "%s:%s" % (name, c.get("line")), c.get("verdict"),
                                 c.get("pairs_checked"), c.get("pairs_solved")))
            sys.stderr.write("\r%s %d/%d" % (label, k + 1, len(items)))
            sys.stderr.flush()
        sys.stderr.write("\n")
        solver.sort()
        slow.sort(reverse=True)
        heavy.sort(reverse=True)
        res = {
            "files": len(base_t), "repeat": repeat,
            "base_s": sum(base_t), "plugin_s": sum(plug_t),
            "ratio": sum(plug_t) / sum(base_t) if base_t else None,
            "cpu_ratio": sum(plug_c) / sum(base_c) if base_c and sum(base_c) > 0 else None,
            "median_file_ratio": statistics.median(ratios) if ratios else None,
            "max_file_ratio": max(ratios) if ratios else None,
            "rss_base_median_mb": statistics.median(base_m) / 1024 if base_m else None,
            "rss_plugin_median_mb": statistics.median(plug_m) / 1024 if plug_m else None,
            "rss_base_max_mb": max(base_m) / 1024 if base_m else None,
            "rss_plugin_max_mb": max(plug_m) / 1024 if plug_m else None,
            "solver_constructs": len(solver),
            "solver_median": drb_eval.percentile(solver, 0.5),
            "solver_p95": drb_eval.percentile(solver, 0.95),
            "solver_max": solver[-1] if solver else None,
            "solver_total": sum(solver),
            "slowest": slow[:5],
            "heaviest": heavy[:8],
            "per_file": sorted((name, x) for x, name in heavy),
            "failures": failures,
        }
        self.results["overhead-" + label] = res
        return res

    def overhead(self):
        a = self.args
        if a.drb:
            items = []
            files = drb_eval.suite_files(a.drb)
            self.results["drb_sample"] = (a.drb_sample, len(files))
            for path in files[::max(1, a.drb_sample)]:
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
                items.append((path, drb_eval.compile_flags(a.drb, path, text)))
            self.overhead_set("DataRaceBench", items, a.drb_repeat)
        fpb = os.path.join(ROOT, "FalsePositiveBench")
        items = [(os.path.join(fpb, f), ["-fopenmp"]) for f in sorted(os.listdir(fpb))
                 if f.endswith((".c", ".cpp"))]
        self.overhead_set("FalsePositiveBench", items, a.repeat)

    # -- generated loops -----------------------------------------------------

    def loop_file(self, name, k, bound):
        """One loop, K writes and K reads on one array, all pairs race-free:
        iteration i owns a[2K*i .. 2K*i + 2K - 1], writes the first half and
        reads the second."""
        s = 2 * k
        lines = ["/* generated by bench/bench.py: %d writes, %d reads, bound %s */"
                 % (k, k, bound),
                 "void kernel(int *a) {",
                 "  #pragma omp parallel for",
                 "  for (long i = 0; i < %sL; i++) {" % bound]
        for j in range(k):
            lines.append("    a[%d * i + %d] = a[%d * i + %d] + 1;" % (s, j, s, k + j))
        lines += ["  }", "}", ""]
        path = os.path.join(self.tmp, name)
        with open(path, "w") as f:
            f.write("\n".join(lines))
        return path

    def plugin_point(self, path, repeat):
        """Best wall time with and without the plugin, and the report."""
        report = os.path.join(self.tmp, os.path.basename(path) + ".json")
        best_p = best_b = None
        verdict, cons = None, []
        rc = 0
        for r in range(repeat):
            b = measure(self.base_cmd(["-fopenmp"], path), self.args.timeout)
            p = measure(self.plugin_cmd(["-fopenmp"], path, report), self.args.timeout)
            best_b = b["wall"] if best_b is None else min(best_b, b["wall"])
            if p["rc"] is None:
                rc = None
                best_p = None
                break
            rc = p["rc"]
            best_p = p["wall"] if best_p is None else min(best_p, p["wall"])
            cons = read_constructs(report)
        if cons:
            c = cons[0]
            verdict = c.get("verdict")
            if c.get("reason"):
                verdict += " (%s)" % c["reason"]
        elif rc is None:
            verdict = "time-out after %gs" % self.args.timeout
        else:
            verdict = "no report (exit %s)" % rc
        c0 = cons[0] if cons else {}
        return {"plugin_s": best_p, "base_s": best_b,
                "extra_s": (best_p - best_b) if best_p is not None else None,
                "solver_s": c0.get("solver_seconds"), "verdict": verdict,
                "pairs_checked": c0.get("pairs_checked"),
                "pairs_solved": c0.get("pairs_solved")}

    def fixed(self):
        """Fixed cost per compile: a file without any OpenMP construct."""
        path = os.path.join(self.tmp, "empty.c")
        with open(path, "w") as f:
            f.write("int main(void) { return 0; }\n")
        b = [measure(self.base_cmd(["-fopenmp"], path), self.args.timeout)["wall"]
             for _ in range(self.args.repeat + 2)]
        p = [measure(self.plugin_cmd(["-fopenmp"], path), self.args.timeout)["wall"]
             for _ in range(self.args.repeat + 2)]
        self.results["fixed"] = {"base_s": min(b), "plugin_s": min(p),
                                 "base_median_s": statistics.median(b),
                                 "plugin_median_s": statistics.median(p)}

    def width(self):
        rows = []
        for k in self.args.widths:
            path = self.loop_file("width-%d.c" % k, k, 1000)
            pt = self.plugin_point(path, 1 if k > 100 else self.args.repeat)
            pt["K"] = k
            pt["candidate_pairs"] = k * (k + 1) // 2 + k * k
            rows.append(pt)
            sys.stderr.write("width K=%d: %s s\n" % (k, fmt_s(pt["plugin_s"])))
            if pt["plugin_s"] is None or pt["plugin_s"] > self.args.timeout / 2:
                break   # the next K would only time out
        for a, b in zip(rows, rows[1:]):
            # Extra times of a few ms are noise: no exponent from them.
            if (a.get("extra_s") and b.get("extra_s") and a["extra_s"] > GROWTH_MIN_S and
                    b["extra_s"] > GROWTH_MIN_S):
                b["growth_exponent"] = math.log(b["extra_s"] / a["extra_s"]) / math.log(
                    b["K"] / a["K"])
        self.results["width"] = rows

    def trip(self):
        k = self.args.trip_k
        small = self.plugin_point(self.loop_file("trip-10.c", k, 10), self.args.repeat)
        big = self.plugin_point(self.loop_file("trip-2p30.c", k, 1 << 30), self.args.repeat)
        res = {"K": k, "bound10": small, "bound2p30": big}
        if small["plugin_s"] and big["plugin_s"]:
            res["ratio"] = big["plugin_s"] / small["plugin_s"]
        if small.get("solver_s") and big.get("solver_s"):
            res["solver_ratio"] = big["solver_s"] / small["solver_s"]
        self.results["trip"] = res

    def nonlinear(self):
        rows = []
        for name in ("histogram.c", "quartic.c"):
            pt = self.plugin_point(os.path.join(HERE, "cases", name), self.args.repeat)
            pt["file"] = name
            rows.append(pt)
        self.results["nonlinear"] = rows


# ---- output ------------------------------------------------------------------

def fmt_s(x, digits=3):
    return "n/a" if x is None else ("%." + str(digits) + "f") % x


def fmt_r(x):
    return "n/a" if x is None else "%.2f" % x


def report_lines(res, md):
    """The figures as Markdown (md) or plain text lines."""
    L = []

    def table(header, rows):
        if md:
            L.append("| " + " | ".join(header) + " |")
            L.append("|" + "|".join("---" if i == 0 else "---:" for i in range(len(header)))
                     + "|")
            for r in rows:
                L.append("| " + " | ".join(str(x) for x in r) + " |")
        else:
            widths = [max(len(str(x)) for x in col) for col in zip(header, *rows)]
            for r in [header] + rows:
                L.append("  ".join(str(x).ljust(w) for x, w in zip(r, widths)))
        L.append("")

    def head(text):
        L.append(("### " if md else "== ") + text)
        L.append("")

    ov = [(k[len("overhead-"):], v) for k, v in res.items() if k.startswith("overhead-")]
    if ov:
        head("Overhead of the plugin on `clang-19 -fsyntax-only -fopenmp` (target <= 1.25, "
             "aim <= 1.10)")
        if res.get("drb_sample") and res["drb_sample"][0] > 1:
            L.append("DataRaceBench: every %d-th of its %d C/C++ files (--drb-sample %d)."
                     % (res["drb_sample"][0], res["drb_sample"][1], res["drb_sample"][0]))
            L.append("")
        table(["suite", "files", "without s", "with s", "ratio", "median file ratio",
               "max file ratio", "CPU time ratio"],
              [[k, v["files"], fmt_s(v["base_s"], 2), fmt_s(v["plugin_s"], 2),
                fmt_r(v["ratio"]), fmt_r(v["median_file_ratio"]), fmt_r(v["max_file_ratio"]),
                fmt_r(v.get("cpu_ratio"))]
               for k, v in ov])
        L.append("Times are wall-clock, best of the repeats per file; the CPU time "
                 "ratio is user + system time, best per file, summed the same way.")
        L.append("")
        head("Peak memory of one compile (maximum resident set size, MB)")
        table(["suite", "median without", "median with", "max without", "max with"],
              [[k, fmt_s(v["rss_base_median_mb"], 1), fmt_s(v["rss_plugin_median_mb"], 1),
                fmt_s(v["rss_base_max_mb"], 1), fmt_s(v["rss_plugin_max_mb"], 1)]
               for k, v in ov])
        head("Solver time per construct (JSON reports, `solver_seconds`)")
        table(["suite", "constructs", "median s", "p95 s", "max s", "total s"],
              [[k, v["solver_constructs"], fmt_s(v["solver_median"], 4),
                fmt_s(v["solver_p95"], 4), fmt_s(v["solver_max"], 4),
                fmt_s(v["solver_total"], 2)] for k, v in ov])
        for k, v in ov:
            if v["slowest"]:
                L.append("Slowest constructs in %s: %s" % (k, "; ".join(
                    "%s %.2f s (%s, %s/%s pairs to Z3)" % (where, s, verdict, solved, checked)
                    for s, where, verdict, checked, solved in v["slowest"])))
                L.append("")
            if v.get("heaviest"):
                L.append("Files adding the most time in %s (plugin minus plain, s): %s" % (
                    k, "; ".join("%s %.2f" % (name, x) for x, name in v["heaviest"])))
                L.append("")
            if v["failures"]:
                L.append("Failures in %s: %s" % (k, "; ".join(v["failures"][:10])))
                L.append("")
    if res.get("pluto"):
        head("DataRaceBench's PLUTO kernels (target: every construct decided, each file "
             "under 1 s with the plugin)")
        table(["file", "without s", "with plugin s", "constructs by verdict"],
              [[r["file"], fmt_s(r["base_s"], 2), fmt_s(r["plugin_s"], 2),
                ", ".join("%s %d" % kv for kv in sorted(r["verdicts"].items())) or "-"]
               for r in res["pluto"]])
    if "fixed" in res:
        f = res["fixed"]
        head("Fixed cost: a file with no OpenMP construct (best / median of runs)")
        table(["", "without s", "with plugin s", "extra s"],
              [["best", fmt_s(f["base_s"]), fmt_s(f["plugin_s"]),
                fmt_s(f["plugin_s"] - f["base_s"])],
               ["median", fmt_s(f["base_median_s"]), fmt_s(f["plugin_median_s"]),
                fmt_s(f["plugin_median_s"] - f["base_median_s"])]])
    if "width" in res:
        head("Width: one loop, K writes and K reads on one array, all pairs race-free "
             "(target K=200 under 2 s)")
        table(["K", "candidate pairs", "pairs_checked", "pairs_solved (Z3)",
               "decided by filters", "with plugin s", "without s", "solver s", "growth",
               "verdict"],
              [[r["K"], r["candidate_pairs"], r["pairs_checked"], r["pairs_solved"],
                (r["pairs_checked"] - r["pairs_solved"])
                if isinstance(r["pairs_checked"], int) and isinstance(r["pairs_solved"], int)
                else "n/a",
                fmt_s(r["plugin_s"], 2), fmt_s(r["base_s"], 2), fmt_s(r["solver_s"], 2),
                ("K^%.2f" % r["growth_exponent"]) if "growth_exponent" in r else "",
                r["verdict"]] for r in res["width"]])
        L.append("growth: exponent e in time ~ K^e between successive K (plugin's extra "
                 "time over the plain compile; blank where either extra time is under "
                 "%d ms, i.e. noise).  The plugin has no switch to turn the "
                 "cheap filters off; their effect is pairs_checked - pairs_solved."
                 % int(GROWTH_MIN_S * 1000))
        L.append("")
    if "trip" in res:
        t = res["trip"]
        head("Trip count: the same loop (K=%d) with bound 10 and 2^30 (target ratio <= 1.2)"
             % t["K"])
        table(["bound", "with plugin s", "without s", "solver s", "verdict"],
              [["10", fmt_s(t["bound10"]["plugin_s"]), fmt_s(t["bound10"]["base_s"]),
                fmt_s(t["bound10"]["solver_s"], 4), t["bound10"]["verdict"]],
               ["2^30", fmt_s(t["bound2p30"]["plugin_s"]), fmt_s(t["bound2p30"]["base_s"]),
                fmt_s(t["bound2p30"]["solver_s"], 4), t["bound2p30"]["verdict"]]])
        L.append("ratio (2^30 / 10): compile %s, solver %s"
                 % (fmt_r(t.get("ratio")), fmt_r(t.get("solver_ratio"))))
        L.append("")
    if res.get("npb"):
        head("NAS Parallel Benchmarks, class S (target: plugin <= 2x plain per file)")
        table(["benchmark", "without s", "with plugin s", "ratio", "warnings by kind"],
              [[r["bench"], fmt_s(r["base"], 3), fmt_s(r["plugin"], 3), fmt_r(r["ratio"]),
                ", ".join("%s %d" % (k if len(k) < 40 else k[:37] + "...", n)
                          for k, n in sorted(r["warnings"].items())) or "-"]
               for r in res["npb"]])
    if "nonlinear" in res:
        head("Nonlinear indices through the plugin (target < 1 s each)")
        table(["file", "with plugin s", "without s", "solver s", "verdict"],
              [[r["file"], fmt_s(r["plugin_s"]), fmt_s(r["base_s"]), fmt_s(r["solver_s"], 4),
                r["verdict"]] for r in res["nonlinear"]])
    return L


README_HEAD = """# drsat performance benchmarks

Figures, not tests: nothing here fails a build.  Run from the repository root:

```sh
bench/run.sh --build build --drb /path/to/dataracebench --readme bench/README.md
```

`bench/run.sh` (a wrapper of `bench/bench.py`, see its header for every
option) compiles each input with `clang-19 -fsyntax-only -fopenmp`, with and
without `-fplugin=libdrsat.so`, one compile at a time, side by side in the same
run, and writes this file.  Generated inputs go to a temporary directory;
`bench/cases/` holds the fixed ones.  `bench/nonlinear.sh` times the same
nonlinear queries at the model level (`drsat-check`, no Clang).

Timings are not tests, so a slowdown shows only here: after a solver change,
rerun with `--json new.json --baseline old.json` (an earlier run's `--json`)
to list the files whose added time more than doubled.

"""


def write_readme(path, res, args, elapsed):
    L = [README_HEAD.rstrip("\n"), ""]
    L.append("## Latest figures")
    L.append("")
    L.append("* compiler: %s" % drb_eval.clang_version(args.clang))
    L.append("* machine: %s" % drb_eval.machine())
    L.append("* shared machine: other compiles may run at the same time (load average "
             "at the start of each run below); ratios are measured side by side and are "
             "steadier than the absolute times")
    for r in res.get("runs", []):
        L.append("* %s, drsat commit %s, load %s: `%s` (%.0f s; parts: %s)"
                 % (r["date"], r["commit"], r["load"], r["command"], r["elapsed"],
                    r["parts"]))
    L.append("")
    L += report_lines(res, True)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(L).rstrip("\n") + "\n")


def parse_args(argv):
    p = argparse.ArgumentParser(description="drsat performance benchmarks")
    p.add_argument("--build", default=os.path.join(ROOT, "build"),
                   help="build directory with lib/libdrsat.so (default: %(default)s)")
    p.add_argument("--plugin", help="libdrsat.so (default: BUILD/lib/libdrsat.so)")
    p.add_argument("--clang", default="clang-19")
    p.add_argument("--drb", metavar="DRB_DIR",
                   help="DataRaceBench checkout for the overhead figures")
    p.add_argument("--npb", metavar="NPB_DIR",
                   help="NPB 3.0 OpenMP C checkout (for --only npb)")
    p.add_argument("--only", default="overhead,fixed,width,trip,nonlinear",
                   help="comma-separated subset of overhead,fixed,width,trip,nonlinear")
    p.add_argument("--merge", metavar="JSON",
                   help="start from the figures of an earlier --json run and replace "
                        "only the parts run now")
    p.add_argument("--repeat", type=int, default=3, help="runs per point, best counts")
    p.add_argument("--drb-repeat", type=int, default=1,
                   help="runs per DataRaceBench file (default 1: the suite is slow)")
    p.add_argument("--drb-sample", type=int, default=1, metavar="N",
                   help="only every N-th DataRaceBench file (default 1: all)")
    p.add_argument("--widths", default="25,50,100,200,400")
    p.add_argument("--trip-k", type=int, default=25)
    p.add_argument("--timeout", type=float, default=300.0, help="seconds per compile")
    p.add_argument("--json", metavar="PATH", help="write the raw figures as JSON")
    p.add_argument("--readme", metavar="PATH", help="write the figures into this README")
    p.add_argument("--baseline", metavar="JSON",
                   help="an earlier --json run: list the files whose added time grew "
                        "(by more than 50 ms and to more than twice the baseline's)")
    args = p.parse_args(argv)
    args.argv_shown = [a for a in argv]
    args.widths = [int(x) for x in args.widths.split(",") if x]
    args.plugin = os.path.abspath(args.plugin or os.path.join(args.build, "lib", "libdrsat.so"))
    if args.drb:
        args.drb = os.path.abspath(args.drb)
    return args


def baseline_lines(res, old):
    """Files of the overhead suites whose added time (plugin minus plain)
    grew past both 50 ms more and twice the baseline's: a regression to look
    at, since timings are not tests (DRB056 went 0.8 -> 6.8 s unseen)."""
    L = ["", "== Against the baseline (added time per file, s)", ""]
    for key in sorted(k for k in res if k.startswith("overhead-")):
        if key not in old:
            continue
        was = dict(old[key].get("per_file", []))
        now = dict(res[key].get("per_file", []))
        worse = sorted(((x - was[f], f, was[f], x) for f, x in now.items()
                        if f in was and x > was[f] + 0.05 and x > 2 * max(was[f], 0.0)),
                       reverse=True)
        suite = key[len("overhead-"):]
        L.append("%s: ratio %.2f -> %.2f; %s" % (
            suite, old[key].get("ratio", 0.0), res[key].get("ratio", 0.0),
            "slower: " + "; ".join("%s %.2f -> %.2f" % (f, a, b) for _, f, a, b in worse[:10])
            if worse else "no file slower"))
    return L


def main(argv):
    args = parse_args(argv)
    if not os.path.isfile(args.plugin):
        print("bench: plugin not found: %s" % args.plugin, file=sys.stderr)
        return 2
    try:
        args.load = open("/proc/loadavg").read().split()[0]
    except OSError:
        args.load = "unknown"
    b = Bench(args)
    if args.merge:
        with open(args.merge, encoding="utf-8") as f:
            b.results.update(json.load(f))
    start = time.monotonic()
    only = set(args.only.split(","))
    try:
        for part in ("overhead", "fixed", "width", "trip", "nonlinear", "npb"):
            if part in only:
                getattr(b, part)()
    finally:
        for f in os.listdir(b.tmp):
            os.unlink(os.path.join(b.tmp, f))
        os.rmdir(b.tmp)
    elapsed = time.monotonic() - start
    b.results.setdefault("runs", []).append({
        "date": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
        "commit": drb_eval.git_commit(ROOT), "load": args.load,
        "command": " ".join(["bench/run.sh"] + [a for a in args.argv_shown]),
        "elapsed": elapsed, "parts": args.only})
    print("\n".join(report_lines(b.results, False)))
    if args.baseline:
        with open(args.baseline, encoding="utf-8") as f:
            print("\n".join(baseline_lines(b.results, json.load(f))))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(b.results, f, indent=1)
    if args.readme:
        write_readme(args.readme, b.results, args, elapsed)
        print("wrote %s" % args.readme)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
