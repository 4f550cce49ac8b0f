#!/usr/bin/env python3
"""Evaluation of drsat on the DataRaceBench C/C++ micro-benchmarks.

(Over 700 lines: one report, docs/EVALUATION.md, whose tables -- file level,
pair level, by category, by directive, every wrong answer -- share the
per-file results; each table is one function.)

    scripts/eval-dataracebench DRB_DIR [--plugin LIB] [--jobs 2] [--timeout 60]
                               [--markdown docs/EVALUATION.md] [--json OUT.json]

Runs `clang-19 -fsyntax-only -fopenmp -fplugin=libdrsat.so` on every
DRB_DIR/micro-benchmarks/*.c and *.cpp with the include paths and macros the
suite's own scripts use, and compares what drsat prints with the truth the
suite states:

* file level -- the truth is the file name (`...-yes.c` has a data race,
  `...-no.c` has none).  drsat's answer for a file is
    race          it printed at least one "warning: data race on '...'"
    not-analyzed  no race warning, at least one "warning: loop not analyzed"
                  or "warning: possible data race"
    race-free     neither
  TP/FP/TN/FN are counted over the answered files (race or race-free), the
  way the suite's own metric script counts them; not-analyzed files, time-outs
  and crashes are unanswered and lower the share of files answered (the
  suite's "support rate").
* pair level -- the file header states the racing pairs as
  `Data race pair: a[i+1]@64:10:R vs. a[i]@64:5:W`.  A reported race (warning
  at L1, "note: conflicting ... here" at L2) matches a stated pair when the
  two line numbers are the same, in either order.
* by category -- the suite's P-labels (Y1..Y7, N1..N7) from its
  benchmarkList.md / DRB-metainfo.json, and by the OpenMP directives a file
  uses, so the gaps are visible.
* every wrong or missing answer with one line of why (drsat's first message,
  or what the JSON report says when drsat printed nothing).

With --markdown PATH the whole evaluation document (docs/EVALUATION.md) is
regenerated: date, commit, these tables, the published numbers of other
tools, and the FalsePositiveBench table (scripts/fpbench_table.py).

Exit status: 0 when the run completed (whatever the numbers), 2 on a usage
error (no suite, no plugin).
"""

import argparse
import concurrent.futures
import datetime
import json
import os
import platform
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

# ---- clang's own output (compile errors, crashes) ---------------------------
# drsat's findings come from its JSON report (report_findings), never from here.

DIAG_RE = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<col>\d+): "
                     r"(?P<level>warning|error|note|remark): (?P<msg>.*)$", re.M)
CRASH_MARKERS = ("PLEASE submit a bug report", "Stack dump:",
                 "frontend command failed due to signal", "LLVM ERROR",
                 "Assertion `", "Segmentation fault")

# ---- what the suite states -------------------------------------------------

TRUTH_RE = re.compile(r"[-_](yes|no)\.(c|cpp)$")
PAIR_RE = re.compile(r"([^\s@][^@\n]*?)@(\d+):(\d+)(?::([RW]))?\s+vs\.?\s+"
                     r"([^@\n]+?)@(\d+):(\d+)(?::([RW]))?")
SET_RE = re.compile(r"\b(Write|Read)_set\s*=\s*\{([^}]*)\}")
DIRECTIVE_RE = re.compile(r"^\s*#\s*pragma\s+omp\s+(.*)$", re.M)
LABEL_NAMES = {
    "Y1": "Unresolvable dependencies", "Y2": "Missing data sharing clauses",
    "Y3": "Missing synchronization", "Y4": "SIMD data races",
    "Y5": "Accelerator data races", "Y6": "Undefined behavior",
    "Y7": "Numerical kernel data races",
    "N1": "Embarrassingly parallel or single thread execution",
    "N2": "Use of data sharing clauses", "N3": "Use of synchronization",
    "N4": "Use of SIMD directives", "N5": "Use of accelerator directives",
    "N6": "Use of special language features", "N7": "Numerical kernels",
}
# Directive words reported in the by-directive breakdown, most specific first.
FEATURES = ["target", "teams", "task", "taskloop", "taskwait", "taskgroup",
            "sections", "single", "master", "critical", "atomic", "barrier",
            "ordered", "flush", "threadprivate", "simd", "parallel for", "for",
            "parallel (region)"]

# Published numbers of other tools, C/C++ part of the suite.
OTHER_TOOLS = [
    ("Coderrect", 0.974, 0.841),
    ("ThreadSanitizer", 0.986, 0.775),
    ("LLOV", 0.866, 0.667),
    ("Intel Inspector", 0.650, 0.837),
]
OTHER_SOURCE = "DataRaceBench dashboard, October 2021"


def repo_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# ---- the suite ---------------------------------------------------------------

def norm_name(name):
    """Benchmark name without its number, for matching renumbered files."""
    base = re.sub(r"^DRB\d+[-_]", "", name)
    return base.replace("_", "-").lower()


def load_labels(drb_dir):
    """file name -> list of P-labels, from benchmarkList.md and the metadata."""
    exact, loose = {}, {}

    def put(name, labels):
        labels = [l for l in labels if re.match(r"^[YN]\d$", l)]
        if not labels:
            return
        exact.setdefault(name, labels)
        loose.setdefault(norm_name(name), labels)

    for path in (os.path.join(drb_dir, "micro-benchmarks", "benchmarkList.md"),
                 os.path.join(drb_dir, "benchmarkList.md")):
        if os.path.isfile(path):
            with open(path, encoding="utf-8", errors="replace") as f:
                for line in f:
                    m = re.match(r"\s*(DRB\S+\.(?:c|cpp))\s*\|\s*([^|]*)\|", line)
                    if m:
                        put(m.group(1), re.split(r"[,\s]+", m.group(2).strip()))
            break
    meta = os.path.join(drb_dir, "DRB-metainfo.json")
    if os.path.isfile(meta):
        try:
            with open(meta, encoding="utf-8") as f:
                doc = json.load(f)
            for name, info in doc.items():
                if not name.endswith((".c", ".cpp")):
                    continue
                put(name, (info.get("basicInfo") or {}).get("Plabel") or [])
        except (OSError, ValueError):
            pass
    return exact, loose


def label_names(drb_dir):
    names = dict(LABEL_NAMES)
    path = os.path.join(drb_dir, "micro-benchmarks", "benchmarkList.md")
    if os.path.isfile(path):
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                m = re.match(r"\s*(Y\d)\s*\|\s*([^|]+?)\s*\|\s*(N\d)\s*\|\s*(.+?)\s*$", line)
                if m:
                    names[m.group(1)] = m.group(2)
                    names[m.group(3)] = m.group(4)
    return names


def truth_pairs(text):
    """The stated racing pairs: list of (line1, line2, "a[i+1] vs. a[i]")."""
    pairs = []
    seen = set()
    for m in PAIR_RE.finditer(text):
        l1, l2 = int(m.group(2)), int(m.group(6))
        key = tuple(sorted((l1, l2)))
        if key in seen:
            continue
        seen.add(key)
        left = re.split(r":\s+|\d+\.\s+", m.group(1))[-1].strip()
        right = m.group(5).strip()
        pairs.append((l1, l2, "%s@%d vs. %s@%d" % (left, l1, right, l2)))
    # "Write_set = {j@61:10, ...}  Read_set = {...}": any write/write or
    # write/read pair of the sets is a racing pair.
    sets = {}
    for m in SET_RE.finditer(text):
        sets[m.group(1).lower()] = [(a, int(l)) for a, l in
                                    re.findall(r"([^\s,{}@]+)@(\d+):\d+", m.group(2))]
    writes, reads = sets.get("write", []), sets.get("read", [])
    for k, (wa, wl) in enumerate(writes):
        for ra, rl in writes[k:] + reads:
            key = tuple(sorted((wl, rl)))
            if key not in seen:
                seen.add(key)
                pairs.append((wl, rl, "%s@%d vs. %s@%d" % (wa, wl, ra, rl)))
    return pairs


def features(text):
    found = set()
    for m in DIRECTIVE_RE.finditer(text):
        words = re.findall(r"[a-z_]+", m.group(1).split("(")[0])
        ws = set(words)
        for w in ("target", "teams", "task", "taskloop", "taskwait", "taskgroup",
                  "sections", "single", "master", "critical", "atomic", "barrier",
                  "ordered", "flush", "threadprivate", "simd"):
            if w in ws:
                found.add(w)
        if words[:2] == ["parallel", "for"]:
            found.add("parallel for")
        elif "for" in ws:
            found.add("for")
        elif words == ["parallel"] or (words[:1] == ["parallel"] and "for" not in ws
                                       and "sections" not in ws):
            found.add("parallel (region)")
    return sorted(found, key=FEATURES.index)


def suite_files(drb_dir):
    mb = os.path.join(drb_dir, "micro-benchmarks")
    return sorted(os.path.join(mb, f) for f in os.listdir(mb)
                  if f.endswith((".c", ".cpp")) and TRUTH_RE.search(f))


def compile_flags(drb_dir, path, text):
    """The include paths and macros the suite's own scripts use."""
    mb = os.path.join(drb_dir, "micro-benchmarks")
    # No -std=c99: under strict C99 the suite's signaling.h (usleep) and
    # M_PI users do not compile with clang 19; its default gnu17 does.
    flags = ["-fopenmp", "-I", os.path.join(mb, "utilities"), "-I", mb]
    if "PolyBench" in text:
        flags += ["-DPOLYBENCH_NO_FLUSH_CACHE", "-DPOLYBENCH_TIME",
                  "-D_POSIX_C_SOURCE=200112L"]
    return flags


# ---- running clang -----------------------------------------------------------

def run(cmd, timeout):
    """Returns (returncode or None on time-out, output, seconds)."""
    start = time.monotonic()
    try:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                universal_newlines=True, errors="replace",
                                start_new_session=True)
    except OSError as e:
        return -1000, "cannot run %s: %s" % (cmd[0], e), 0.0
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            pass
        out, _ = proc.communicate()
        return None, out, time.monotonic() - start
    return proc.returncode, out, time.monotonic() - start


def report_findings(doc):
    """Race findings (each with its conflicting access), not-analyzed ones and
    other drsat findings (out-of-bounds accesses) of a plugin JSON report
    (docs/report-schema.md: the contract, never the diagnostic text).  A
    possible race counts as not analyzed: it rests on values drsat does not
    track."""
    races, nas, others = [], [], []
    for c in (doc or {}).get("constructs") or []:
        for o in c.get("out_of_bounds") or []:
            others.append("%s:%s: %s" % (o.get("line"), o.get("col"), o.get("message")))
        if c.get("suppressed"):
            continue   # NOLINT: the diagnostics show nothing of it either
        if c.get("verdict") == "not-analyzed":
            nas.append({"line": c["line"], "col": c["col"], "reason": c.get("reason")})
        for r in c.get("races") or []:
            first, second = r.get("first", {}), r.get("second", {})
            if r.get("suppressed"):
                continue
            if r.get("possible"):
                nas.append({"line": first.get("line"), "col": first.get("col"),
                            "reason": r.get("message")})
                continue
            races.append({"line": first.get("line"), "col": first.get("col"),
                          "message": r.get("message"),
                          "note_line": second.get("line"), "note_col": second.get("col"),
                          "note": r.get("note")})
    return races, nas, others


def first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return ""


def read_report(path):
    """The plugin's JSON report, None when there is none."""
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def report_constructs(doc):
    """The constructs of a report, summed up; None without a report."""
    if doc is None:
        return None
    return [{k: c.get(k) for k in ("kind", "function", "line", "verdict", "reason",
                                   "pairs_checked", "pairs_solved", "solver_seconds")}
            for c in doc.get("constructs") or []]


def evaluate_file(args, drb_dir, path, labels, tmpdir):
    name = os.path.basename(path)
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    truth = "race" if TRUTH_RE.search(name).group(1) == "yes" else "race-free"
    exact, loose = labels
    res = {
        "file": name, "truth": truth,
        "labels": exact.get(name) or loose.get(norm_name(name)) or [],
        "features": features(text), "truth_pairs": truth_pairs(text),
        "races": [], "not_analyzed": [], "constructs": None,
    }
    flags = compile_flags(drb_dir, path, text)
    report = os.path.join(tmpdir, name + ".json")
    cmd = [args.clang, "-fsyntax-only", "-fno-color-diagnostics",
           "-fno-caret-diagnostics"] + flags + [
           "-fplugin=" + args.plugin, "-fplugin-arg-drsat-json=" + report, path]
    rc, out, secs = run(cmd, args.timeout)
    res["seconds"] = round(secs, 3)
    if rc is None:
        res["answer"], res["why"] = "timeout", "no answer within %gs" % args.timeout
        return res
    if rc < 0 or any(m in out for m in CRASH_MARKERS):
        res["answer"] = "crash"
        crash = [l for l in out.splitlines() if any(m in l for m in CRASH_MARKERS)]
        res["why"] = "exit %d: %s" % (rc, (crash or [first_line(out)])[0][:200])
        return res
    doc = read_report(report)
    races, nas, others = report_findings(doc)
    res["races"], res["not_analyzed"] = races, nas
    res["constructs"] = report_constructs(doc)
    if rc != 0:
        # Does the file compile without the plugin?  Then drsat broke it.
        rc0, out0, _ = run([args.clang, "-fsyntax-only", "-fno-color-diagnostics",
                            "-fno-caret-diagnostics"] + flags + [path], args.timeout)
        errs = [m.group(0) for m in DIAG_RE.finditer(out) if m.group("level") == "error"]
        why = (errs or [first_line(out)])[0]
        why = why.replace(path, name)[:200]
        if rc0 == 0:
            res["answer"], res["why"] = "plugin-error", "exit %d: %s" % (rc, why)
        else:
            res["answer"], res["why"] = "compile-error", "does not compile: %s" % why
        return res
    if races:
        res["answer"] = "race"
        r = races[0]
        res["why"] = "%d:%d: %s" % (r["line"], r["col"], r["message"])
    elif nas:
        res["answer"] = "not-analyzed"
        res["possible_only"] = all((n["reason"] or "").startswith("possible data race")
                                   for n in nas)
        reason = nas[0]["reason"] or ""
        # (a possible race says so itself; it is no "loop not analyzed")
        res["why"] = "%d:%d: %s%s" % (nas[0]["line"], nas[0]["col"],
                                      "" if reason.startswith("possible data race")
                                      else "loop not analyzed: ", reason)
    else:
        res["answer"] = "race-free"
        res["why"] = silent_why(res["constructs"], others)
    return res


def silent_why(constructs, others):
    if others:
        return others[0]
    if constructs is None:
        return "no drsat diagnostic (no JSON report written)"
    if not constructs:
        return "no drsat diagnostic: no construct found (nothing analysed)"
    kinds = {}
    for c in constructs:
        kinds[c.get("kind")] = kinds.get(c.get("kind"), 0) + 1
    return "no drsat diagnostic: %d construct(s) proved race-free (%s)" % (
        len(constructs), ", ".join("%s x%d" % kv for kv in sorted(kinds.items())))


def cell_of(res):
    a, t = res["answer"], res["truth"]
    if a == "race":
        return "TP" if t == "race" else "FP"
    if a == "race-free":
        return "FN" if t == "race" else "TN"
    return {"not-analyzed": "NA", "timeout": "TIMEOUT", "crash": "CRASH"}.get(a, "ERROR")


# ---- tables ------------------------------------------------------------------

def ratio(num, den):
    return num / den if den else None


def fmt(x):
    return "n/a" if x is None else "%.3f" % x


def confusion(results):
    c = {k: 0 for k in ("TP", "FP", "TN", "FN", "NA", "TIMEOUT", "CRASH", "ERROR")}
    na_race = na_free = silent = 0
    for r in results:
        c[r["cell"]] += 1
        if r["cell"] == "NA":
            if r["truth"] == "race":
                na_race += 1
            else:
                na_free += 1
        if r["answer"] == "race-free" and r["constructs"] == []:
            silent += 1
    tp, fp, tn, fn = c["TP"], c["FP"], c["TN"], c["FN"]
    answered = tp + fp + tn + fn
    m = {
        "counts": c, "na_race": na_race, "na_free": na_free, "silent": silent,
        "total": len(results), "answered": answered,
        "precision": ratio(tp, tp + fp), "recall": ratio(tp, tp + fn),
        "accuracy": ratio(tp + tn, answered), "specificity": ratio(tn, tn + fp),
        "support": ratio(answered, len(results)),
        "recall_all": ratio(tp, sum(1 for r in results if r["truth"] == "race")),
    }
    p, rc = m["precision"], m["recall"]
    m["f1"] = 2 * p * rc / (p + rc) if p and rc else None
    # Strict reading: a race-free answer for a file in which drsat found no
    # construct at all is no answer (nothing was analysed).
    silent_fn = sum(1 for r in results if r["cell"] == "FN" and r["constructs"] == [])
    silent_tn = sum(1 for r in results if r["cell"] == "TN" and r["constructs"] == [])
    s_fn, s_tn = fn - silent_fn, tn - silent_tn
    s_answered = tp + fp + s_tn + s_fn
    m["strict"] = {
        "silent_fn": silent_fn, "silent_tn": silent_tn, "answered": s_answered,
        "precision": ratio(tp, tp + fp), "recall": ratio(tp, tp + s_fn),
        "accuracy": ratio(tp + s_tn, s_answered), "support": ratio(s_answered, len(results)),
    }
    return m


def pair_stats(results):
    s = {"reported": 0, "listed_match": 0, "unlisted_in_race_files": 0,
         "in_race_free_files": 0, "no_note": 0, "stated": 0, "stated_found": 0,
         "race_files_with_pairs": 0, "race_files_pair_found": 0}
    for r in results:
        stated = {tuple(sorted((a, b))) for a, b, _ in r["truth_pairs"]}
        reported = set()
        for race in r["races"]:
            if race["note_line"] is None:
                s["no_note"] += 1
                reported.add((race["line"], None))
            else:
                reported.add(tuple(sorted((race["line"], race["note_line"]))))
        s["reported"] += len(reported)
        for p in reported:
            if r["truth"] == "race-free":
                s["in_race_free_files"] += 1
            elif p in stated:
                s["listed_match"] += 1
            else:
                s["unlisted_in_race_files"] += 1
        if r["truth"] == "race" and stated:
            s["stated"] += len(stated)
            found = len(stated & reported)
            s["stated_found"] += found
            s["race_files_with_pairs"] += 1
            if found:
                s["race_files_pair_found"] += 1
        r["pairs_matched"] = sorted("%d-%d" % p for p in stated & reported)
    s["precision"] = ratio(s["listed_match"], s["reported"])
    s["recall"] = ratio(s["stated_found"], s["stated"])
    return s


def group_by(results, keyfn):
    groups = {}
    for r in results:
        for k in keyfn(r):
            groups.setdefault(k, []).append(r)
    return groups


def reason_key(reason):
    """A not-analyzed reason without the names in it, for grouping."""
    r = re.sub(r"'[^']*'", "'…'", reason)
    r = re.sub(r"\b\d+\b", "N", r)
    return r


def reasons_table(results):
    counts = {}
    for r in results:
        seen = set()
        for na in r["not_analyzed"]:
            k = reason_key(na["reason"])
            if k in seen:
                continue
            seen.add(k)
            e = counts.setdefault(k, [0, 0, []])
            e[0] += 1
            if r["answer"] == "not-analyzed":
                e[1] += 1
            if len(e[2]) < 3:
                e[2].append(r["file"].split("-")[0])
    return sorted(counts.items(), key=lambda kv: (-kv[1][0], kv[0]))


# ---- text and markdown output -------------------------------------------------

def category_rows(results, names):
    rows = []
    groups = group_by(results, lambda r: r["labels"] or ["-"])
    for k in sorted(groups, key=lambda x: (x == "-", x)):
        rs = groups[k]
        c = confusion(rs)["counts"]
        correct = c["TP"] + c["TN"]
        rows.append((k, names.get(k, "no label in the suite's lists"), len(rs), c["TP"],
                     c["FP"], c["TN"], c["FN"], c["NA"],
                     c["TIMEOUT"] + c["CRASH"] + c["ERROR"], correct))
    return rows


def feature_rows(results):
    rows = []
    groups = group_by(results, lambda r: r["features"] or ["(no omp pragma)"])
    for k in sorted(groups, key=lambda x: FEATURES.index(x) if x in FEATURES else 99):
        rs = groups[k]
        c = confusion(rs)["counts"]
        rows.append((k, len(rs), c["TP"], c["FP"], c["TN"], c["FN"], c["NA"],
                     c["TIMEOUT"] + c["CRASH"] + c["ERROR"], c["TP"] + c["TN"]))
    return rows


def solver_times(results):
    ts = []
    for r in results:
        for c in r["constructs"] or []:
            if isinstance(c.get("solver_seconds"), (int, float)):
                ts.append(c["solver_seconds"])
    return sorted(ts)


def percentile(sorted_vals, q):
    if not sorted_vals:
        return None
    k = min(len(sorted_vals) - 1, max(0, int(round(q * (len(sorted_vals) - 1)))))
    return sorted_vals[k]


def wrong_answers(results):
    order = {"FP": 0, "FN": 1, "CRASH": 2, "TIMEOUT": 3, "ERROR": 4, "NA": 5}
    rows = [r for r in results if r["cell"] in order]
    return sorted(rows, key=lambda r: (order[r["cell"]], r["file"]))


def print_text(results, m, ps, names, elapsed, args):
    c = m["counts"]
    out = sys.stdout
    out.write("DataRaceBench C/C++ micro-benchmarks: %d files (%d race, %d race-free), "
              "%.0f s with -j%d\n\n" % (m["total"],
                                         sum(r["truth"] == "race" for r in results),
                                         sum(r["truth"] == "race-free" for r in results),
                                         elapsed, args.jobs))
    out.write("file level          reported race   reported race-free   not analyzed\n")
    out.write("truth race          TP %-12d FN %-17d %d\n" % (c["TP"], c["FN"], m["na_race"]))
    out.write("truth race-free     FP %-12d TN %-17d %d\n" % (c["FP"], c["TN"], m["na_free"]))
    out.write("time-outs %d, crashes %d, other errors %d; race-free answers with no "
              "construct found: %d\n" % (c["TIMEOUT"], c["CRASH"], c["ERROR"], m["silent"]))
    out.write("precision %s  recall %s  accuracy %s  F1 %s  (over the %d answered files)\n"
              % (fmt(m["precision"]), fmt(m["recall"]), fmt(m["accuracy"]), fmt(m["f1"]),
                 m["answered"]))
    out.write("answered %d/%d = %s;  recall over all race files %s\n"
              % (m["answered"], m["total"], fmt(m["support"]), fmt(m["recall_all"])))
    st = m["strict"]
    out.write("strict (files with no construct found count as unanswered: %d FN, %d TN): "
              "precision %s  recall %s  accuracy %s  answered %d/%d = %s\n\n"
              % (st["silent_fn"], st["silent_tn"], fmt(st["precision"]), fmt(st["recall"]),
                 fmt(st["accuracy"]), st["answered"], m["total"], fmt(st["support"])))
    out.write("pair level: %d reported pairs: %d match a stated pair, %d other pairs in "
              "race files, %d in race-free files (%d without a note)\n"
              % (ps["reported"], ps["listed_match"], ps["unlisted_in_race_files"],
                 ps["in_race_free_files"], ps["no_note"]))
    out.write("            %d stated pairs, %d found (recall %s); precision %s; race files "
              "with a stated pair found: %d/%d\n\n"
              % (ps["stated"], ps["stated_found"], fmt(ps["recall"]), fmt(ps["precision"]),
                 ps["race_files_pair_found"], ps["race_files_with_pairs"]))
    out.write("by P-label  files  TP  FP  TN  FN  NA  fail  correct\n")
    for k, name, n, tp, fp, tn, fn, na, fail, ok in category_rows(results, names):
        out.write("%-10s %6d %3d %3d %3d %3d %3d %5d %8d  %s\n"
                  % (k, n, tp, fp, tn, fn, na, fail, ok, name))
    out.write("\nby directive          files  TP  FP  TN  FN  NA  fail  correct\n")
    for k, n, tp, fp, tn, fn, na, fail, ok in feature_rows(results):
        out.write("%-20s %6d %3d %3d %3d %3d %3d %5d %8d\n" % (k, n, tp, fp, tn, fn, na, fail, ok))
    out.write("\nnot-analyzed reasons (files; files left unanswered by it)\n")
    for k, (n, only, ex) in reasons_table(results):
        out.write("%4d %4d  %s  (%s)\n" % (n, only, k, ", ".join(ex)))
    ts = solver_times(results)
    if ts:
        out.write("\nsolver seconds per construct (%d constructs): median %.4f  p95 %.4f  "
                  "max %.4f\n" % (len(ts), percentile(ts, 0.5), percentile(ts, 0.95), ts[-1]))
    for r in results:
        if r["file"] in DISPUTED and r["cell"] in ("FN", "FP"):
            out.write("disputed label: %s (%s): %s\n" % (r["file"], r["cell"], DISPUTED[r["file"]]))
    out.write("\nwrong or missing answers\n")
    for r in wrong_answers(results):
        out.write("%-8s %-45s %s\n" % (r["cell"], r["file"], r["why"]))


def md_table(header, rows):
    """Numeric columns right-aligned, text columns left-aligned."""
    def numeric(i):
        vals = [str(r[i]) for r in rows if str(r[i]) not in ("", "n/a", "—")]
        return bool(vals) and all(re.match(r"^[-\d.,/ =]+$", v) or
                                  re.match(r"^(TP|FP|TN|FN) \d+$", v) for v in vals)
    lines = ["| " + " | ".join(header) + " |",
             "|" + "|".join("---:" if numeric(i) else "---" for i in range(len(header)))
             + "|"]
    for row in rows:
        lines.append("| " + " | ".join(str(x) for x in row) + " |")
    return "\n".join(lines)


def git_commit(root):
    try:
        h = subprocess.run(["git", "-C", root, "rev-parse", "--short=12", "HEAD"],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                           universal_newlines=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", root, "diff", "--quiet", "HEAD", "--"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
        untracked = subprocess.run(["git", "-C", root, "ls-files", "--others",
                                    "--exclude-standard", "--", "plugin", "encoder", "solver"],
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                   universal_newlines=True).stdout.strip()
        if not h:
            return "unknown"
        return h + (" + uncommitted changes" if dirty or untracked else "")
    except OSError:
        return "unknown"


def machine():
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    mem = ""
    try:
        with open("/proc/meminfo") as f:
            kb = int(f.readline().split()[1])
            mem = ", %.1f GB RAM" % (kb / 1048576.0)
    except (OSError, ValueError, IndexError):
        pass
    return "%s, %d cores%s, %s" % (cpu, os.cpu_count() or 0, mem, platform.platform())


def clang_version(clang):
    try:
        out = subprocess.run([clang, "--version"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, universal_newlines=True).stdout
        return first_line(out)
    except OSError:
        return clang


def suite_version(drb_dir, label):
    if label:
        return label
    if os.path.exists(os.path.join(drb_dir, ".git")):
        try:
            h = subprocess.run(["git", "-C", drb_dir, "rev-parse", "--short=7", "HEAD"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               universal_newlines=True).stdout.strip()
            if h:
                return "commit " + h
        except OSError:
            pass
    return "snapshot in %s" % os.path.basename(os.path.abspath(drb_dir))


def fpbench(args):
    """The FalsePositiveBench table, as text (stdout of fpbench_table.py)."""
    script = os.path.join(repo_root(), "scripts", "fpbench_table.py")
    if not os.path.isfile(script):
        return None, "scripts/fpbench_table.py is not there yet"
    cmd = [sys.executable, script, "--plugin", args.plugin, "--clang", args.clang, "-v"]
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              universal_newlines=True, timeout=1800)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, "fpbench_table.py failed: %s" % e
    return proc.stdout.rstrip(), None


# Sections measured by other scripts and written by hand, carried over from
# the file being replaced: everything from the first of these headings on.
KEPT_HEADINGS = ("## Advice: PolyBench/C 4.2.1", "## NAS Parallel Benchmarks",
                 "## LLM-translated DataRaceBench")


# Labels of the suite we believe wrong, with the argument.  They are still
# scored as the suite labels them; the reports list them with the reason.
DISPUTED = {
    "DRB142-acquirerelease-orig-yes.c":
        "labelled racy (pair x@34 W vs x@34 W), but both accesses to x are in "
        "unnamed critical sections and only thread 0 writes it; y is accessed "
        "only by atomic constructs. The file is about acquire/release memory "
        "ordering, which is no data race: drsat's race-free answer is right.",
    "DRB129-mergeable-taskwait-orig-yes.c":
        "labelled racy (pair x@27 W vs x@27 W, the one write of the one task "
        "against itself), but the task is created in main outside any parallel "
        "region: the initial thread alone runs it, and the taskwait orders the "
        "print after it. Whether the merged task changes the caller's x is "
        "nondeterminism of the result, no data race (OpenMP 5.2, 1.4.1: races "
        "are between threads): drsat's race-free answer is right.",
}


def write_markdown(path, results, m, ps, names, elapsed, args, drb_dir):
    c = m["counts"]
    now = args.run_date
    L = []
    L.append("# drsat evaluation")
    L.append("")
    L.append("This file is generated by `scripts/eval-dataracebench DRB_DIR --markdown "
             "docs/EVALUATION.md`; do not edit it by hand.  Performance figures are in "
             "[bench/README.md](../bench/README.md).")
    L.append("")
    L.append("* date: %s" % now)
    L.append("* drsat commit: %s" % args.run_commit)
    L.append("* compiler: %s" % clang_version(args.clang))
    L.append("* DataRaceBench: %s, C/C++ micro-benchmarks (%d files: %d with a race, "
             "%d without)" % (suite_version(drb_dir, args.suite_label), m["total"],
                              sum(r["truth"] == "race" for r in results),
                              sum(r["truth"] == "race-free" for r in results)))
    L.append("* machine: %s" % machine())
    L.append("* run: `clang-19 -fsyntax-only -fopenmp -fplugin=libdrsat.so` per file with "
             "the suite's include paths and macros, -j%d, %g s time-out per file; %.0f s "
             "in all" % (args.jobs, args.timeout, elapsed))
    L.append("")
    L.append("## DataRaceBench, file level")
    L.append("")
    L.append("Truth from the file name (`-yes` / `-no`).  drsat's answer for a file: "
             "*race* when it printed a data-race warning, *not analyzed* when it printed "
             "only \"loop not analyzed\" or \"possible data race\" warnings (a possible "
             "race rests on values drsat does not track), *race-free* otherwise.  Precision, "
             "recall, accuracy and F1 are computed over the answered files, as the suite's "
             "metric script does; unanswered files (not analyzed, time-outs, crashes) "
             "lower the share answered.")
    L.append("")
    L.append(md_table(["", "reported race", "reported race-free", "not analyzed"], [
        ["truth: race", "TP %d" % c["TP"], "FN %d" % c["FN"], m["na_race"]],
        ["truth: race-free", "FP %d" % c["FP"], "TN %d" % c["TN"], m["na_free"]],
    ]))
    L.append("")
    nas = [r for r in results if r.get("answer") == "not-analyzed"]
    poss = sum(1 for r in nas if r.get("possible_only"))
    L.append("Of the %d files in the *not analyzed* column, %d print only possible races "
             "(the third verdict: each names the values or contents it needs) and %d a "
             "\"not analyzed\" warning." % (len(nas), poss, len(nas) - poss))
    L.append("")
    st = m["strict"]
    L.append("*strict*: a race-free answer for a file in which drsat found no construct "
             "at all (%d race files, %d race-free files) counts as unanswered, since "
             "nothing was analysed." % (st["silent_fn"], st["silent_tn"]))
    L.append("")
    L.append(md_table(["metric", "value", "strict"], [
        ["precision TP/(TP+FP)", fmt(m["precision"]), fmt(st["precision"])],
        ["recall TP/(TP+FN)", fmt(m["recall"]), fmt(st["recall"])],
        ["accuracy (TP+TN)/answered", fmt(m["accuracy"]), fmt(st["accuracy"])],
        ["F1", fmt(m["f1"]), ""],
        ["answered", "%d / %d = %s" % (m["answered"], m["total"], fmt(m["support"])),
         "%d / %d = %s" % (st["answered"], m["total"], fmt(st["support"]))],
        ["recall over all race files (unanswered = missed)", fmt(m["recall_all"]), ""],
        ["time-outs", c["TIMEOUT"], ""],
        ["crashes", c["CRASH"], ""],
        ["other failures (compile errors, plugin errors)", c["ERROR"], ""],
        ["race-free answers where drsat found no construct at all", m["silent"], ""],
    ]))
    L.append("")
    L.append("### Other tools")
    L.append("")
    L.append("Published numbers on the C/C++ part of the suite (%s).  They were measured "
             "on the suite's version of that time and, except for LLOV and Coderrect, by "
             "dynamic tools that run the programs; drsat's row is this run, over the files "
             "it answered." % OTHER_SOURCE)
    L.append("")
    rows = [["**drsat** (this run)", fmt(m["precision"]), fmt(m["recall"]),
             fmt(m["support"])]]
    for name, p, r in OTHER_TOOLS:
        rows.append([name, "%.3f" % p, "%.3f" % r, "—"])
    L.append(md_table(["tool", "precision", "recall", "answered"], rows))
    L.append("")
    L.append("Source of the other rows: %s." % OTHER_SOURCE)
    L.append("")
    L.append("## DataRaceBench, pair level")
    L.append("")
    L.append("A reported race (the warning's line and its \"conflicting ... here\" note's "
             "line) matches a pair the benchmark states (`Data race pair: x@L:C:R vs. "
             "y@L:C:W`) when both lines are the same, in either order.")
    L.append("")
    L.append(md_table(["pairs", "count"], [
        ["reported by drsat (distinct line pairs)", ps["reported"]],
        ["... matching a stated pair", ps["listed_match"]],
        ["... other pairs in race files", ps["unlisted_in_race_files"]],
        ["... in race-free files", ps["in_race_free_files"]],
        ["... warnings without a note", ps["no_note"]],
        ["stated pairs in race files", ps["stated"]],
        ["... found by drsat", ps["stated_found"]],
        ["race files with at least one stated pair found",
         "%d / %d" % (ps["race_files_pair_found"], ps["race_files_with_pairs"])],
        ["pair precision (matching / reported)", fmt(ps["precision"])],
        ["pair recall (found / stated)", fmt(ps["recall"])],
    ]))
    L.append("")
    L.append("## By category")
    L.append("")
    L.append("The suite's P-labels (from its benchmarkList.md and DRB-metainfo.json; a "
             "file with two labels counts in both).  *fail* = time-outs, crashes and other "
             "failures.")
    L.append("")
    L.append(md_table(["label", "meaning", "files", "TP", "FP", "TN", "FN", "NA", "fail",
                       "correct"],
                      [[k, name, n, tp, fp, tn, fn, na, fail, ok]
                       for k, name, n, tp, fp, tn, fn, na, fail, ok
                       in category_rows(results, names)]))
    L.append("")
    L.append("By the OpenMP directives the file uses (a file counts under each):")
    L.append("")
    L.append(md_table(["directive", "files", "TP", "FP", "TN", "FN", "NA", "fail",
                       "correct"], [list(r) for r in feature_rows(results)]))
    L.append("")
    L.append("## Known gaps")
    L.append("")
    reasons = reasons_table(results)
    if reasons:
        L.append("Why loops were not analysed (files with that reason; files it left "
                 "without an answer; examples):")
        L.append("")
        L.append(md_table(["reason", "files", "unanswered", "e.g."],
                          [[k.replace("|", "\\|"), n, only, ", ".join(ex)]
                           for k, (n, only, ex) in reasons]))
        L.append("")
    fns = [r for r in results if r["cell"] == "FN"]
    fps = [r for r in results if r["cell"] == "FP"]
    L.append("* %d false negatives: %s" % (len(fns), gap_summary(fns)))
    L.append("* %d false positives: %s" % (len(fps), gap_summary(fps)))
    L.append("* %d files not analysed, %d time-outs, %d crashes, %d other failures"
             % (c["NA"], c["TIMEOUT"], c["CRASH"], c["ERROR"]))
    L.append("")
    disputed = [r for r in results if r["file"] in DISPUTED and r["cell"] in ("FN", "FP")]
    if disputed:
        L.append("Scored as the suite labels them, but disputed:")
        L.append("")
        for r in disputed:
            L.append("* %s (%s): %s" % (r["file"], r["cell"], DISPUTED[r["file"]]))
        L.append("")
    L.append("### Every wrong or missing answer")
    L.append("")
    L.append(md_table(["", "file", "why (drsat's first message)"],
                      [[r["cell"], r["file"], r["why"].replace("|", "\\|")]
                       for r in wrong_answers(results)]))
    L.append("")
    ts = solver_times(results)
    if ts:
        L.append("Solver time per construct over the suite (%d constructs, from the JSON "
                 "reports): median %.4f s, p95 %.4f s, max %.4f s."
                 % (len(ts), percentile(ts, 0.5), percentile(ts, 0.95), ts[-1]))
        L.append("")
    L.append("## FalsePositiveBench")
    L.append("")
    L.append("Our own precision cases (FalsePositiveBench/, verdict stated in each file), "
             "run by `scripts/fpbench_table.py`:")
    L.append("")
    if args.no_fpbench:
        L.append("(not run: --no-fpbench)")
    else:
        text, err = fpbench(args)
        if text is None:
            L.append("(not available: %s)" % err)
        else:
            L.append("```")
            L.append(text)
            L.append("```")
    L.append("")
    # The advice section (scripts/eval_advice.py), the NPB section
    # (bench/run.sh --only npb, triaged by hand) and the LLM-translated
    # programs' (this script on that corpus, triaged by hand) come from the
    # file being replaced.
    try:
        with open(path, encoding="utf-8") as f:
            old = f.read()
        found = [old.find(h) for h in KEPT_HEADINGS if old.find(h) >= 0]
        at = min(found) if found else -1
        if at >= 0:
            L.append(old[at:].rstrip("\n"))
            L.append("")
    except OSError:
        pass
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(L))


def gap_summary(rs):
    if not rs:
        return "none"
    groups = group_by(rs, lambda r: r["labels"] or ["-"])
    parts = ["%s %d" % (k, len(v)) for k, v in sorted(groups.items(),
                                                       key=lambda kv: (-len(kv[1]), kv[0]))]
    return "by label " + ", ".join(parts)


# ---- main --------------------------------------------------------------------

def parse_args(argv):
    p = argparse.ArgumentParser(
        description="Run drsat over the DataRaceBench C/C++ micro-benchmarks and print "
                    "the confusion tables.")
    p.add_argument("drb_dir", help="the suite's checkout (with micro-benchmarks/)")
    p.add_argument("--plugin", default=os.path.join(repo_root(), "build", "lib", "libdrsat.so"),
                   help="libdrsat.so (default: %(default)s)")
    p.add_argument("--clang", default="clang-19", help="clang 19 driver (default: %(default)s)")
    p.add_argument("-j", "--jobs", type=int, default=2, help="parallel runs (default: 2)")
    p.add_argument("--timeout", type=float, default=90.0,
                   help="seconds per file (default: %(default)s; drsat's own budget per "
                        "file is 8 s by default, after which it reports loops as not analyzed)")
    p.add_argument("--markdown", metavar="PATH", help="write the evaluation document")
    p.add_argument("--json", metavar="PATH", help="write the per-file results as JSON")
    p.add_argument("--suite-label", help="how to name the suite's version in the document")
    p.add_argument("--no-fpbench", action="store_true",
                   help="do not run the FalsePositiveBench for --markdown")
    p.add_argument("--filter", metavar="REGEX", help="only files whose name matches")
    p.add_argument("--from-json", metavar="PATH",
                   help="do not run: print (and --markdown) the results of an earlier "
                        "run saved with --json")
    return p.parse_args(argv)


def main(argv):
    args = parse_args(argv)
    drb_dir = os.path.abspath(args.drb_dir)
    if not os.path.isdir(os.path.join(drb_dir, "micro-benchmarks")):
        print("eval-dataracebench: no micro-benchmarks/ in %s" % drb_dir, file=sys.stderr)
        return 2
    args.plugin = os.path.abspath(args.plugin)
    if not os.path.isfile(args.plugin):
        print("eval-dataracebench: plugin not found: %s (build it, or pass --plugin)"
              % args.plugin, file=sys.stderr)
        return 2
    if shutil.which(args.clang) is None and not os.path.isfile(args.clang):
        print("eval-dataracebench: no %s on PATH" % args.clang, file=sys.stderr)
        return 2
    files = suite_files(drb_dir)
    if args.filter:
        files = [f for f in files if re.search(args.filter, os.path.basename(f))]
    labels = load_labels(drb_dir)
    names = label_names(drb_dir)
    args.run_date = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    args.run_commit = git_commit(repo_root())
    if args.from_json:
        with open(args.from_json, encoding="utf-8") as f:
            saved = json.load(f)
        results = saved["files"]
        elapsed = saved.get("elapsed", 0.0)
        for k in ("jobs", "timeout", "run_date", "run_commit"):
            setattr(args, k, saved.get(k, getattr(args, k)))
        # The suite's side (truth pairs, labels, directives) is read afresh.
        for r in results:
            path = os.path.join(drb_dir, "micro-benchmarks", r["file"])
            if os.path.isfile(path):
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
                r["truth_pairs"], r["features"] = truth_pairs(text), features(text)
                r["labels"] = labels[0].get(r["file"]) or labels[1].get(
                    norm_name(r["file"])) or []
    else:
        start = time.monotonic()
        tmpdir = tempfile.mkdtemp(prefix="drsat-eval-")
        try:
            with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
                results = list(ex.map(
                    lambda p: evaluate_file(args, drb_dir, p, labels, tmpdir), files))
        finally:
            shutil.rmtree(tmpdir, ignore_errors=True)
        elapsed = time.monotonic() - start
    for r in results:
        r["cell"] = cell_of(r)
    m = confusion(results)
    ps = pair_stats(results)
    print_text(results, m, ps, names, elapsed, args)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"metrics": m, "pairs": ps, "files": results, "elapsed": elapsed,
                       "jobs": args.jobs, "timeout": args.timeout,
                       "run_date": args.run_date, "run_commit": args.run_commit}, f, indent=1)
    if args.markdown:
        write_markdown(args.markdown, results, m, ps, names, elapsed, args, drb_dir)
        print("\nwrote %s" % args.markdown)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
