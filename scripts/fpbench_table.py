#!/usr/bin/env python3
"""Confusion table of drsat on the FalsePositiveBench.

Runs the drsat plugin on every C file of a directory (default:
FalsePositiveBench/ of the repository), reads the expected verdict from the
file's `// drsat-verdict: race` or `// drsat-verdict: race-free` line, and
derives the tool's verdict from the plugin's JSON report (docs/report-schema.md,
the contract we publish; never from diagnostic text):

  race          at least one construct with verdict race or possible-race
  not-analyzed  none, and at least one construct (loop or region) not analyzed
  race-free     neither

Then prints one line per file (with --verbose) and the table

  TP  expected race, reported race
  FP  expected race-free, reported race
  TN  expected race-free, reported race-free
  FN  expected race, reported race-free
  NA  reported not-analyzed (split by expected verdict)

with precision = TP / (TP + FP) and recall = TP / (TP + FN + NA on races).

Exit status: 0, unless the tool crashed or failed on a file (2), or
--check is given and there is a false positive or false negative (1).
A file without a verdict line is an error too (2): the table is computed
from the annotations in the files, never from a hand-kept list.
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

VERDICT_RE = re.compile(r"^\s*//\s*drsat-verdict:\s*(race-free|race)\s*$", re.M)
CRASH_MARKERS = ("PLEASE submit a bug report", "Stack dump:", "Segmentation fault",
                 "LLVM ERROR", "Assertion")


def repo_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parse_args(argv):
    p = argparse.ArgumentParser(
        description="Run drsat on the FalsePositiveBench and print the confusion table.")
    p.add_argument("dir", nargs="?", default=os.path.join(repo_root(), "FalsePositiveBench"),
                   help="directory of annotated C files (default: %(default)s)")
    p.add_argument("--plugin", default=os.path.join(repo_root(), "build", "lib", "libdrsat.so"),
                   help="path of libdrsat.so (default: %(default)s)")
    p.add_argument("--clang", default="clang-19", help="clang 19 driver (default: %(default)s)")
    p.add_argument("--check", action="store_true",
                   help="exit 1 when there is any false positive or false negative")
    p.add_argument("--verbose", "-v", action="store_true", help="one line per file")
    p.add_argument("--json", metavar="PATH", help="also write per-file results as JSON")
    p.add_argument("--jobs", "-j", type=int, default=1,
                   help="files checked in parallel (default: %(default)s)")
    p.add_argument("--timeout", type=float, default=300.0,
                   help="seconds per file before it counts as a failure (default: %(default)s)")
    return p.parse_args(argv)


def expected_verdict(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        found = VERDICT_RE.findall(f.read())
    if len(found) != 1:
        return None
    return found[0]


def run_tool(clang, plugin, path, timeout):
    """Returns (verdict, details, error); error is None on success."""
    with tempfile.TemporaryDirectory(prefix="fpbench-") as tmp:
        report = os.path.join(tmp, "report.json")
        cmd = [clang, "-fplugin=" + plugin, "-fopenmp", "-fsyntax-only",
               "-fplugin-arg-drsat-json=" + report.replace("%", "%%"), path]
        try:
            proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  timeout=timeout, universal_newlines=True)
        except subprocess.TimeoutExpired:
            return None, [], "timeout after %gs" % timeout
        except OSError as e:
            return None, [], "cannot run %s: %s" % (clang, e)
        out = proc.stderr + proc.stdout
        if proc.returncode < 0 or any(m in out for m in CRASH_MARKERS):
            return None, [], "crash (exit %d): %s" % (proc.returncode, first_line(out))
        if proc.returncode != 0:
            return None, [], "exit %d: %s" % (proc.returncode, first_line(out))
        try:
            with open(report, encoding="utf-8") as f:
                doc = json.load(f)
        except (OSError, ValueError) as e:
            return None, [], "no report from the plugin: %s" % e
    races, nas = [], []
    for c in doc.get("constructs", []):
        if c.get("verdict") in ("race", "possible-race"):
            races += ["%s:%s: %s" % (r["first"]["line"], r["first"]["col"], r["message"])
                      for r in c.get("races", [])]
        elif c.get("verdict") == "not-analyzed":
            nas.append("%s:%s: not analyzed: %s" % (c["line"], c["col"], c.get("reason")))
    if races:
        return "race", races, None
    if nas:
        return "not-analyzed", nas, None
    return "race-free", [], None


def first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return ""


def ratio(num, den):
    return "%.3f" % (num / den) if den else "n/a"


def main(argv):
    args = parse_args(argv)
    if not os.path.isdir(args.dir):
        print("fpbench_table: no such directory: %s" % args.dir, file=sys.stderr)
        return 2
    if not os.path.isfile(args.plugin):
        print("fpbench_table: plugin not found: %s (build it, or pass --plugin)" % args.plugin,
              file=sys.stderr)
        return 2
    files = sorted(os.path.join(args.dir, f) for f in os.listdir(args.dir)
                   if f.endswith(".c") or f.endswith(".cpp"))
    counts = {"TP": 0, "FP": 0, "TN": 0, "FN": 0, "NA-race": 0, "NA-free": 0}
    rows = []
    failures = []
    wants = {path: expected_verdict(path) for path in files}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {path: pool.submit(run_tool, args.clang, args.plugin, path, args.timeout)
                   for path in files if wants[path] is not None}
        results = {path: f.result() for path, f in futures.items()}
    for path in files:
        name = os.path.basename(path)
        want = wants[path]
        if want is None:
            failures.append((name, "no single '// drsat-verdict: race|race-free' line"))
            continue
        got, details, err = results[path]
        if err is not None:
            failures.append((name, err))
            continue
        if got == "not-analyzed":
            cell = "NA-race" if want == "race" else "NA-free"
        elif want == "race":
            cell = "TP" if got == "race" else "FN"
        else:
            cell = "FP" if got == "race" else "TN"
        counts[cell] += 1
        rows.append({"file": name, "expected": want, "reported": got, "cell": cell,
                     "diagnostics": details})

    if args.verbose:
        width = max([len(r["file"]) for r in rows] + [4])
        for r in rows:
            print("%-*s  %-9s  %-12s  %s" % (width, r["file"], r["expected"], r["reported"],
                                             r["cell"]))
            if r["cell"] in ("FP", "NA-race", "NA-free"):
                for d in r["diagnostics"]:
                    print("%*s    %s" % (width, "", d))
        print()

    tp, fp, tn, fn = counts["TP"], counts["FP"], counts["TN"], counts["FN"]
    na_race, na_free = counts["NA-race"], counts["NA-free"]
    print("FalsePositiveBench: %d files, %d analysed by drsat, %d failed"
          % (len(files), len(rows), len(failures)))
    print()
    print("                    reported race   reported race-free   not analyzed")
    print("expected race       TP %-12d FN %-17d %d" % (tp, fn, na_race))
    print("expected race-free  FP %-12d TN %-17d %d" % (fp, tn, na_free))
    print()
    print("TP=%d FP=%d TN=%d FN=%d not-analyzed=%d" % (tp, fp, tn, fn, na_race + na_free))
    print("precision=%s recall=%s" % (ratio(tp, tp + fp), ratio(tp, tp + fn + na_race)))
    for name, err in failures:
        print("FAILED %s: %s" % (name, err), file=sys.stderr)

    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"counts": counts, "files": rows,
                       "failures": [{"file": n, "error": e} for n, e in failures]}, f, indent=2)
    if failures:
        return 2
    if args.check and (fp or fn):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
