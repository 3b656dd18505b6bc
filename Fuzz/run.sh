#!/usr/bin/env bash
# Runs the harness on a scratch copy of the seed corpus (new inputs never land in the repo).
# Usage: Fuzz/run.sh [RUNS] [WORKDIR]   (defaults: 1000000 runs, /tmp/plumb-fuzz)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-1000000}"
WORK="${2:-/tmp/plumb-fuzz}"
mkdir -p "$WORK/corpus"
# A smaller ASan quarantine keeps frees cheap; the wall-clock timeout is generous because the run
# is niced on a shared machine (an input that takes 0.1 s alone was once starved for 14 s).
export ASAN_OPTIONS="${ASAN_OPTIONS:-quarantine_size_mb=64:detect_leaks=1}"
cp Fuzz/Seeds/* "$WORK/corpus/"
cd "$WORK"
exec nice -n 19 "$OLDPWD/.build-fuzz/fuzz-xml" -max_len=8192 -runs="$RUNS" -timeout=60 -rss_limit_mb=2048 \
    -print_final_stats=1 corpus
