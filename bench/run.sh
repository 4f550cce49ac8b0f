#!/bin/sh
# run.sh -- drsat performance benchmarks (figures, not tests).
#
#   bench/run.sh [--build DIR] [--drb DRB_DIR] [--npb NPB_DIR]
#                [--only overhead,width,trip,nonlinear,npb]
#                [--readme bench/README.md]
#
# See bench/bench.py for what is measured and every option.
exec python3 "$(dirname "$0")/bench.py" "$@"
