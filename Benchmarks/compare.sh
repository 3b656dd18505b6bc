#!/usr/bin/env bash
# Plumb vs kiwisolver on the shared linear-system/1 workloads, in one run.
#   Benchmarks/compare.sh [WORKLOAD...]
# Environment: REPEAT (plumb lifecycles, default 11), KIWI_BUDGET (seconds per workload, default 5),
#              OUT (work directory, default /tmp/plumb-compare), SHARED (default ../shared).
# For each workload, kiwi_bench.py and then plumb (release build, `plumb solve --timing --repeat N`)
# run back to back; table.py prints the per-phase ratio Plumb / kiwisolver. Both sides report
# medians over the same number of lifecycles: kiwi_bench.py repeats until its time budget (at most
# 101 lifecycles), and plumb then runs max(REPEAT, kiwi's count) lifecycles, capped at 101. (With a
# fixed 7 or 11 for plumb against kiwi's 101, plumb's medians on the sub-millisecond workloads
# included its cold first lifecycles and moved by up to 1.6x between runs.)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
shared=${SHARED:-$here/../shared}
out=${OUT:-/tmp/plumb-compare}
mkdir -p "$out/wl"
python3 "$shared/bench/gen_workloads.py" --out "$out/wl" > /dev/null
python3 -c "import kiwisolver" 2>/dev/null || pip install -q kiwisolver
(cd "$here" && swift build -c release --product plumb > /dev/null)
plumb="$here/.build/release/plumb"
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  names=(grid-1 grid-10 chain-100 random-1000 resize-grid-1 resize-grid-10 resize-chain-100 resize-chain-1000 resize-random-1000)
fi
: > "$out/plumb.jsonl"
: > "$out/kiwi.jsonl"
for w in "${names[@]}"; do
  python3 "$shared/bench/kiwi_bench.py" "$w" --dir "$out/wl" --budget-s "${KIWI_BUDGET:-5}" --out "$out/kiwi.jsonl" > /dev/null
  reps=$(python3 -c '
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
kiwi = [r for r in rows if r.get("workload") == sys.argv[2]]
n = int(kiwi[-1].get("reps") or 0) if kiwi else 0
print(min(101, max(int(sys.argv[3]), n)))' "$out/kiwi.jsonl" "$w" "${REPEAT:-11}")
  "$plumb" solve "$out/wl/$w.json" --timing --repeat "$reps" | python3 -c '
import json, sys
d = json.load(sys.stdin)
r = {"workload": sys.argv[1], "impl": "plumb", "status": "ok", "reps": int(sys.argv[2])}
r.update({k: v for k, v in d.items() if k.endswith("_ns")})
r["add_ns"] = r["build_ns"]   # plumb has no separate object-creation step
print(json.dumps(r))' "$w" "$reps" >> "$out/plumb.jsonl"
done
echo "## plumb"; python3 "$shared/bench/table.py" "$out/plumb.jsonl"
echo "## kiwisolver"; python3 "$shared/bench/table.py" "$out/kiwi.jsonl"
echo "## plumb / kiwisolver"; python3 "$shared/bench/table.py" "$out/plumb.jsonl" "$out/kiwi.jsonl" --ratio
