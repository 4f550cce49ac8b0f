#!/bin/sh
# nonlinear.sh -- times drsat-check on the nonlinear index / guard models.
#
#   bench/nonlinear.sh [BUILD_DIR] [RUNS]
#
# Each construct of testcases/unit/models/solve_nonlinear.json (the unsat
# quartic a[(i+1)^4] vs a[(i-1)^2 (i+2)(i+3)] over i in 0..99, a histogram
# with four quartic index branches, a cubic guard, a[i%6 + 6*i]) and of
# solve_vla.json (VLA w[i][j] and hand-flattened a[i * m + j], race-free and
# spilling into the next row: the "equal subscripts" fact) is checked on its
# own, RUNS times (default 3); the best wall and CPU times are printed with
# the verdict.  The target is well under 1 s per race-free construct.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
runs=${2:-3}
check=$build/drsat-check
[ -x "$check" ] || { echo "nonlinear.sh: $check not built" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 - "$here/testcases/unit/models" "$tmp" <<'PY'
import json, sys
src, out = sys.argv[1], sys.argv[2]
for n, (name, prefix) in enumerate([("solve_nonlinear.json", "nl"), ("solve_vla.json", "vla")]):
    model = json.load(open("%s/%s" % (src, name)))["model"]
    for k, c in enumerate(model["constructs"]):
        m = dict(model, constructs=[c])
        names = ["quartic", "histogram", "cubic-guard", "mod-affine"] if n == 0 else []
        label = names[k] if k < len(names) else c.get("function") or "c%d" % k
        with open("%s/%d%d-%s-%s.json" % (out, n, k, prefix, label), "w") as f:
            json.dump(m, f)
PY
printf '%-24s %-8s %-8s %s\n' construct wall cpu verdict
for f in "$tmp"/*.json; do
    name=$(basename "$f" .json)
    best=""
    bestcpu=""
    verdict=""
    i=0
    while [ "$i" -lt "$runs" ]; do
        /usr/bin/time -f '%e %U %S' -o "$tmp/time" "$check" "$f" > "$tmp/out" 2>&1 || true
        t=$(tail -1 "$tmp/time" | awk '{print $1}')
        cpu=$(tail -1 "$tmp/time" | awk '{print $2 + $3}')
        if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
        if [ -z "$bestcpu" ] || [ "$(echo "$cpu < $bestcpu" | bc)" = 1 ]; then bestcpu=$cpu; fi
        verdict=$(head -1 "$tmp/out" | sed 's/^[^:]*:[0-9]*:[0-9]*: //' | cut -c1-60)
        i=$((i + 1))
    done
    printf '%-24s %-8.2f %-8.2f %s\n' "$name" "$best" "$bestcpu" "$verdict"
done
echo "(best of $runs runs; seconds of the whole drsat-check process, including"
echo " ~0.05 s start-up; 'cpu' is user + system time, robust on a loaded machine)"
