#!/usr/bin/env python3
# Strict copy of the shared LP oracle (/work/shared/tools/lp_oracle.py). Two differences:
#  1. TOL (the slack with which each level's optimum is fixed before the next, lower level is
#     optimised) is 1e-13 * max(1, |optimum|) instead of the stock 1e-6. On badly scaled systems
#     such as random-tight-1000 the stock slack is worth ~1.6e7 at level 500 (2.7e-4 allowed at
#     level 750 buys that much lower down), so the stock oracle reports a "better" optimum
#     that violates the strict order; with 1e-10 level 500 still looked 7.6e-5 relative off.
#  2. Each level's optimum is printed as it is found ("level P VALUE"), so the levels HiGHS
#     solves are reported even when it fails at a lower one (status 15 / 4 on random-tight-1000).
# Everything else is the stock oracle (helper-23's copy, formerly /tmp/h23/or/oracle_s13.py).
"""Reference oracle for `linear-system/1` files: strict-priority (lexicographic) optimum by LP.

Usage:
  lp_oracle.py SYSTEM.json                 print the optimal error sum of every priority level
  lp_oracle.py SYSTEM.json --check SOL.json  check a solver's answer (the JSON `plumb solve` prints)

Semantics (see design/ARCHITECTURE.md): each constraint is  sum(coef*var) + constant REL 0.
Priority 1000 is required. Levels below are strict: level p is optimised before any level < p.
The error of a non-required constraint is |lhs| for ==, max(0, lhs) for <=, max(0, -lhs) for >=.
Edits (all with equally many suggestions): each edit holds `variable == suggestion` at its
priority. `values` is the answer with every edit at its suggestions[0]; step k (k = 1 .. L-1)
suggests every edit's suggestions[k] and re-solves, and its answer is `after_edits[k-1]`.

Exit status 0 when the answer (if given) is optimal within tolerance, 1 otherwise, 2 bad input.
Needs scipy (pip install scipy).
"""
import json
import sys

import numpy as np
from scipy.optimize import linprog

TOL = 1e-13


def load(path):
    with open(path) as f:
        doc = json.load(f)
    if doc.get("format") != "linear-system/1":
        raise ValueError("not a linear-system/1 document")
    return doc


def level_optima(constraints):
    """Return ({priority: optimal error sum}, solution dict) for the strict-priority problem."""
    names = sorted({v for c in constraints for v in c["terms"]})
    index = {n: i for i, n in enumerate(names)}
    soft = [c for c in constraints if c["priority"] < 1000]
    nx, ns = len(names), len(soft)
    # variables: x (free), then per soft constraint: pos, neg (>= 0)
    nvar = nx + 2 * ns
    a_eq, b_eq, a_ub, b_ub = [], [], [], []

    def row(c):
        r = np.zeros(nvar)
        for n, k in c["terms"].items():
            r[index[n]] += k
        return r

    for c in constraints:
        if c["priority"] >= 1000:
            r, b = row(c), -c["constant"]
            if c["relation"] == "==":
                a_eq.append(r); b_eq.append(b)
            elif c["relation"] == "<=":
                a_ub.append(r); b_ub.append(b)
            else:
                a_ub.append(-r); b_ub.append(-b)
    level_cols = {}
    for j, c in enumerate(soft):
        p, n = nx + 2 * j, nx + 2 * j + 1
        r, b = row(c), -c["constant"]
        if c["relation"] == "==":
            r[p], r[n] = -1.0, 1.0          # lhs = pos - neg
            a_eq.append(r); b_eq.append(b)
            cols = [p, n]
        elif c["relation"] == "<=":
            r[p] = -1.0                       # lhs - pos <= 0
            a_ub.append(r); b_ub.append(b)
            cols = [p]
        else:
            r = -r; r[n] = -1.0              # -lhs - neg <= 0
            a_ub.append(r); b_ub.append(-b)
            cols = [n]
        level_cols.setdefault(c["priority"], []).extend(cols)
    bounds = [(None, None)] * nx + [(0, None)] * (2 * ns)
    optima = {}
    fixed_ub, fixed_b = [], []
    last = None
    for prio in sorted(level_cols, reverse=True) or [None]:
        cost = np.zeros(nvar)
        if prio is not None:
            cost[level_cols[prio]] = 1.0
        res = linprog(cost, A_ub=np.array(a_ub + fixed_ub) if a_ub or fixed_ub else None,
                      b_ub=np.array(b_ub + fixed_b) if b_ub or fixed_b else None,
                      A_eq=np.array(a_eq) if a_eq else None, b_eq=np.array(b_eq) if b_eq else None,
                      bounds=bounds, method="highs")
        if res.status == 2:
            raise ValueError("required constraints are infeasible")
        if res.status != 0:
            raise ValueError("LP failed: " + res.message)
        last = res
        if prio is not None:
            optima[prio] = res.fun
            print('level', prio, res.fun, flush=True)
            fixed_ub.append(cost); fixed_b.append(res.fun + TOL * max(1.0, abs(res.fun)))
    return optima, {n: float(last.x[index[n]]) for n in names}


def errors_at(constraints, values):
    """Return (max violation of required constraints, {priority: error sum})."""
    worst, sums = 0.0, {}
    for c in constraints:
        lhs = c["constant"] + sum(k * values.get(n, 0.0) for n, k in c["terms"].items())
        err = abs(lhs) if c["relation"] == "==" else max(0.0, lhs) if c["relation"] == "<=" else max(0.0, -lhs)
        if c["priority"] >= 1000:
            worst = max(worst, err)
        else:
            sums[c["priority"]] = sums.get(c["priority"], 0.0) + err
    return worst, sums


def judge(constraints, values, label):
    optima, _ = level_optima(constraints)
    worst, sums = errors_at(constraints, values)
    problems = []
    if worst > 1e-4:
        problems.append(f"{label}: a required constraint is violated by {worst:g}")
    for prio in sorted(optima, reverse=True):
        got, best = sums.get(prio, 0.0), optima[prio]
        if got > best + 1e-4 * max(1.0, abs(best)):
            problems.append(f"{label}: priority {prio} error {got:g} > optimum {best:g}")
            break  # lower levels are meaningless once a higher one is off
        if got < best - 1e-4 * max(1.0, abs(best)):
            break  # better than the optimum here means a higher level paid for it; reported above
    return problems


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 2
    try:
        doc = load(argv[1])
    except (OSError, ValueError) as e:
        print(f"bad input: {e}")
        return 2
    constraints = doc["constraints"]
    if "--check" not in argv:
        optima, values = level_optima(constraints)
        print(json.dumps({"level_optima": {str(k): v for k, v in optima.items()}, "values": values}))
        return 0
    with open(argv[argv.index("--check") + 1]) as f:
        answer = json.load(f)
    edits = doc.get("edits", [])
    steps = min((len(e["suggestions"]) for e in edits), default=0)

    def held(k):
        return [{"terms": {e["variable"]: 1.0}, "constant": -float(e["suggestions"][k]),
                 "relation": "==", "priority": e["priority"]} for e in edits] if steps else []

    problems = judge(constraints + held(0), answer["values"], "after build")
    after = answer.get("after_edits", [])
    for k in range(1, steps):
        if k - 1 >= len(after):
            problems.append(f"missing after_edits[{k - 1}]")
            break
        problems += judge(constraints + held(k), after[k - 1], f"after edit step {k}")
    for p in problems:
        print(p)
    print("optimal" if not problems else f"{len(problems)} problem(s)")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
