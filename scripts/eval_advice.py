#!/usr/bin/env python3
"""Evaluate drsat's advice mode on PolyBench/C 4.2.1's OpenMP versions.

For every `*-omp.c` kernel of a PolyBench/C-4.2.1-OpenMP checkout (fetched
outside this repository):

1. drsat checks the file as its authors wrote it; an authors' loop (one
   under `#pragma omp parallel for` or `#pragma omp for`) counts when drsat
   proves it race-free (its construct, or for a `for` that is not a
   construct of its own, the enclosing `parallel` region);
2. every `#pragma omp` line is blanked (line numbers stay) and drsat runs
   with `-fplugin-arg-drsat-advise`: an authors' loop is *advised* when the
   advice for that very loop is `parallel`, *covered* when a loop around it
   is advised instead (outermost first);
3. every advised directive is inserted and drsat runs again, normally: the
   file must compile and drsat must report no race ("always");
4. with --dynamic, the file with the advice applied is also built and run
   (MINI_DATASET, arrays dumped) under ThreadSanitizer with Archer on 2 and 4
   threads, and plainly against the sequential build: no TSan report, and
   the same arrays (to a relative 1e-9, for reductions' rounding).

Everything is read from drsat's JSON reports, never from diagnostic text.

  python3 scripts/eval_advice.py --polybench /tmp/pb --plugin build/lib/libdrsat.so
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

PRAGMA = re.compile(r'^\s*#\s*pragma\s+omp\b')
LOOP_PRAGMA = re.compile(r'^\s*#\s*pragma\s+omp\s+(parallel\s+for|for)\b')
REGION_PRAGMA = re.compile(r'^\s*#\s*pragma\s+omp\s+parallel\s*($|[^f\s]|\s+[^f])')


def pragma_spans(lines):
    """(first, last) 0-based line indices of each `#pragma omp` line,
    continuation lines included."""
    spans, i = [], 0
    while i < len(lines):
        if PRAGMA.match(lines[i]):
            j = i
            while lines[j].rstrip().endswith('\\') and j + 1 < len(lines):
                j += 1
            spans.append((i, j))
            i = j + 1
        else:
            i += 1
    return spans


def next_code_line(lines, i):
    """Index of the first line after i that is not blank, a comment or a
    pragma."""
    j = i + 1
    while j < len(lines):
        t = lines[j].strip()
        if t and not t.startswith('//') and not t.startswith('#'):
            return j
        j += 1
    return None


def block_end(lines, i):
    """Last line of the statement starting at line i: a braced block, or
    a line ending the statement (rough, enough for PolyBench)."""
    depth, seen = 0, False
    for j in range(i, len(lines)):
        for ch in lines[j]:
            if ch == '{':
                depth, seen = depth + 1, True
            elif ch == '}':
                depth -= 1
        if seen and depth <= 0:
            return j
        if not seen and lines[j].rstrip().endswith(';') and \
                not lines[j].lstrip().startswith('for'):
            return j
    return len(lines) - 1


def authors_loops(lines):
    """[(pragma_line, for_line, region_pragma_line or None)], 1-based."""
    spans = pragma_spans(lines)
    regions = []
    for a, b in spans:
        text = ' '.join(l.rstrip('\\\n') for l in lines[a:b + 1])
        if REGION_PRAGMA.match(text) and not LOOP_PRAGMA.match(text):
            k = next_code_line(lines, b)
            if k is not None:
                regions.append((a + 1, k + 1, block_end(lines, k) + 1))
    out = []
    for a, b in spans:
        text = ' '.join(l.rstrip('\\\n') for l in lines[a:b + 1])
        if not LOOP_PRAGMA.match(text):
            continue
        k = next_code_line(lines, b)
        if k is None or not lines[k].lstrip().startswith('for'):
            continue
        enclosing = [r for r in regions if r[1] <= a + 1 <= r[2]]
        out.append((a + 1, k + 1, enclosing[-1][0] if enclosing else None))
    return out


def run_drsat(args, src, incdirs, extra):
    """drsat's JSON report for src (None when clang failed) and clang's
    exit status."""
    with tempfile.TemporaryDirectory() as tmp:
        js = os.path.join(tmp, 'r.json')
        cmd = [args.clang, '-fopenmp', '-fsyntax-only', '-w']
        for d in incdirs:
            cmd += ['-I', d]
        cmd += ['-fplugin=' + args.plugin, '-fplugin-arg-drsat-json=' + js]
        cmd += extra + [src]
        p = subprocess.run(cmd, capture_output=True, text=True)
        rep = None
        if os.path.exists(js):
            with open(js) as f:
                rep = json.load(f)
        return rep, p.returncode, p.stderr


def evaluate(args, path):
    name = os.path.basename(path)[:-len('-omp.c')]
    incdirs = [os.path.join(args.polybench, 'utilities'), os.path.dirname(path)]
    with open(path) as f:
        lines = f.readlines()
    row = {'kernel': name}
    loops = authors_loops(lines)

    # 1. the authors' loops drsat proves race-free
    rep, rc, err = run_drsat(args, path, incdirs, [])
    verdict = {}
    for c in (rep or {}).get('constructs', []):
        verdict[c['line']] = c['verdict']
    proved = []
    for pl, fl, region in loops:
        v = verdict.get(pl)
        if v is None and region is not None:
            v = verdict.get(region)
        if v == 'race-free':
            proved.append(fl)
    row['authors'] = len(loops)
    row['proved'] = len(proved)

    # 2. advice on the file without its pragmas
    stripped = list(lines)
    for a, b in pragma_spans(lines):
        for k in range(a, b + 1):
            stripped[k] = '\n'
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, os.path.basename(path))
        with open(src, 'w') as f:
            f.writelines(stripped)
        rep, rc, err = run_drsat(args, src, incdirs, ['-fplugin-arg-drsat-advise'])
        advice = (rep or {}).get('advice', [])
        par = [a for a in advice if a['verdict'] == 'parallel']
        par_lines = {a['line'] for a in par}
        row['advised'] = sum(1 for fl in proved if fl in par_lines)
        row['covered'] = sum(1 for fl in proved if fl not in par_lines and any(
            a['line'] < fl <= a['end_line'] for a in par))
        row['missed'] = [fl for fl in proved if fl not in par_lines and not any(
            a['line'] < fl <= a['end_line'] for a in par)]
        row['loops'] = len(advice)
        row['parallel'] = len(par)
        row['unknown'] = sum(1 for a in advice if a['verdict'] == 'unknown')

        # 3. every advised directive applied, checked again
        applied = list(stripped)
        for a in sorted(par, key=lambda a: -a['line']):
            i = a['line'] - 1
            before = applied[i][:a['col'] - 1]
            if before.strip():
                applied[i] = before + '\n' + a['pragma'] + '\n' + applied[i][a['col'] - 1:]
            else:
                applied.insert(i, before + a['pragma'] + '\n')
        with open(src, 'w') as f:
            f.writelines(applied)
        rep, rc, err = run_drsat(args, src, incdirs, [])
        cons = (rep or {}).get('constructs', [])
        row['compiles'] = rc == 0 and rep is not None
        row['after'] = {v: sum(1 for c in cons if c['verdict'] == v)
                        for v in ('race-free', 'race', 'possible-race', 'not-analyzed')}
        if not row['compiles'] and args.verbose:
            sys.stderr.write(f'{name}: after applying the advice:\n{err}\n')
        if args.dynamic:
            row['dynamic'] = run_dynamic(args, src, incdirs, tmp, name)
    return row


NUM = re.compile(r'-?\d+\.\d+(?:e[-+]?\d+)?|-?\d+')


def same_numbers(a, b):
    x, y = NUM.findall(a), NUM.findall(b)
    if len(x) != len(y):
        return False
    for u, v in zip(x, y):
        fu, fv = float(u), float(v)
        if abs(fu - fv) > 1e-9 * max(1.0, abs(fu), abs(fv)):
            return False
    return True


def run_dynamic(args, src, incdirs, tmp, name):
    """'ok', or what went wrong: TSan reports, different arrays, a build."""
    util = os.path.join(args.polybench, 'utilities', 'polybench.c')
    base = [args.clang, '-O1', '-g', '-DMINI_DATASET', '-DPOLYBENCH_DUMP_ARRAYS',
            '-w'] + sum((['-I', d] for d in incdirs), []) + [util, src, '-lm']
    builds = {'seq': base + ['-o', os.path.join(tmp, 'seq')],
              'omp': base + ['-fopenmp', '-o', os.path.join(tmp, 'omp')],
              'tsan': base + ['-fopenmp', '-fsanitize=thread', '-o', os.path.join(tmp, 'tsan')]}
    for k, cmd in builds.items():
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode:
            return 'build %s failed' % k
    env = dict(os.environ)
    seq = subprocess.run([os.path.join(tmp, 'seq')], capture_output=True, text=True).stderr
    for threads in ('2', '4'):
        env['OMP_NUM_THREADS'] = threads
        out = subprocess.run([os.path.join(tmp, 'omp')], capture_output=True, text=True,
                             env=env).stderr
        if not same_numbers(seq, out):
            return 'arrays differ on %s threads' % threads
        tenv = dict(env, OMP_TOOL_LIBRARIES='/usr/lib/llvm-19/lib/libarcher.so',
                    TSAN_OPTIONS='ignore_noninstrumented_modules=1 halt_on_error=0')
        t = subprocess.run([os.path.join(tmp, 'tsan')], capture_output=True, text=True,
                           env=tenv).stderr
        if 'ThreadSanitizer: data race' in t:
            if args.verbose:
                sys.stderr.write(f'{name}: TSan on {threads} threads:\n{t[:3000]}\n')
            return 'TSan reports a race on %s threads' % threads
    return 'ok'


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--polybench', required=True, help='PolyBenchC-4.2.1-OpenMP checkout')
    ap.add_argument('--plugin', required=True, help='libdrsat.so')
    ap.add_argument('--clang', default='clang-19')
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('-v', '--verbose', action='store_true')
    ap.add_argument('--json', help='also write the rows as JSON here')
    ap.add_argument('--dynamic', action='store_true',
                    help='also run the advised programs under TSan+Archer and against '
                         'the sequential build')
    args = ap.parse_args()
    files = []
    for root, _, names in os.walk(args.polybench):
        files += [os.path.join(root, n) for n in names if n.endswith('-omp.c')]
    files.sort(key=lambda p: os.path.basename(p))
    with ThreadPoolExecutor(args.j) as ex:
        rows = list(ex.map(lambda p: evaluate(args, p), files))

    print('| kernel | authors\' loops | proved race-free | advised | covered by an outer loop | missed | plain loops asked | advised parallel | unknown | after applying: compiles, race-free / race / possible / not analyzed |')
    print('|---|---|---|---|---|---|---|---|---|---|')
    tot = {k: 0 for k in ('authors', 'proved', 'advised', 'covered', 'loops', 'parallel', 'unknown')}
    after = {'race-free': 0, 'race': 0, 'possible-race': 0, 'not-analyzed': 0}
    bad = 0
    for r in rows:
        for k in tot:
            tot[k] += r[k]
        for k in after:
            after[k] += r['after'][k]
        bad += not r['compiles']
        a = r['after']
        missed = ', '.join(str(x) for x in r['missed']) or '-'
        print(f"| {r['kernel']} | {r['authors']} | {r['proved']} | {r['advised']} | {r['covered']} | "
              f"{missed} | {r['loops']} | {r['parallel']} | {r['unknown']} | "
              f"{'yes' if r['compiles'] else 'NO'}, {a['race-free']} / {a['race']} / {a['possible-race']} / {a['not-analyzed']} |")
    a = after
    print(f"| **total** | {tot['authors']} | {tot['proved']} | {tot['advised']} | {tot['covered']} | "
          f"{tot['proved'] - tot['advised'] - tot['covered']} | {tot['loops']} | {tot['parallel']} | {tot['unknown']} | "
          f"{len(rows) - bad} of {len(rows)}, {a['race-free']} / {a['race']} / {a['possible-race']} / {a['not-analyzed']} |")
    if args.dynamic:
        bad_dyn = [(r['kernel'], r['dynamic']) for r in rows if r['dynamic'] != 'ok']
        print(f"\ndynamic check (TSan + Archer on 2 and 4 threads, arrays against the "
              f"sequential build): {len(rows) - len(bad_dyn)} of {len(rows)} ok"
              + ''.join(f"; {k}: {w}" for k, w in bad_dyn))
    if tot['proved']:
        print(f"\nrecall: {tot['advised']} of {tot['proved']} proved authors' loops advised "
              f"({100.0 * tot['advised'] / tot['proved']:.0f}%); with loops covered by an advised "
              f"outer loop: {tot['advised'] + tot['covered']} "
              f"({100.0 * (tot['advised'] + tot['covered']) / tot['proved']:.0f}%)")
    if args.json:
        with open(args.json, 'w') as f:
            json.dump(rows, f, indent=1)
    # "always": applying every advice must leave no race and compile
    dyn_bad = args.dynamic and any(r['dynamic'] != 'ok' for r in rows)
    return 1 if bad or a['race'] or a['possible-race'] or dyn_bad else 0


if __name__ == '__main__':
    sys.exit(main())
