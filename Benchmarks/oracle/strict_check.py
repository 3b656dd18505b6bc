#!/usr/bin/env python3
# Judges `plumb solve` output level by level with strict_lp_oracle.py (slack 1e-13).
# usage: strict_check.py SYS.json OUT.json [steps...]  (step 0 = build values, k = after_edits[k-1])
# Prints, per step: the worst required violation and our error sum per level, then each level's
# strict optimum as HiGHS finds it ("level P VALUE"; HiGHS may fail at low levels, which are then
# unjudged). Formerly /tmp/h23/or/check13.py (helper-23).
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import strict_lp_oracle as o
doc = o.load(sys.argv[1])
out = json.load(open(sys.argv[2]))
edits = doc['edits']
steps = [int(x) for x in sys.argv[3:]] or list(range(len(out.get('after_edits', [])) + 1))
for k in steps:
    cons = doc['constraints'] + [{"terms": {e["variable"]: 1.0}, "constant": -float(e["suggestions"][k]), "relation": "==", "priority": e["priority"]} for e in edits]
    vals = out['values'] if k == 0 else out['after_edits'][k - 1]
    w, sums = o.errors_at(cons, vals)
    print('step', k, 'worst required %.3g' % w, {p: '%.10g' % sums[p] for p in sorted(sums, reverse=True)}, flush=True)
    try:
        opt, _ = o.level_optima(cons)
        print('  optima', opt, flush=True)
    except Exception as e:
        print('  oracle:', e, flush=True)
