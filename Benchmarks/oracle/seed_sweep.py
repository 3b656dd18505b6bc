#!/usr/bin/env python3
"""Oracle sweep over fresh seeds: `plumb solve` against the LP oracles on random systems.

usage: seed_sweep.py PLUMB OUT_DIR LAST [FIRST] [--sizes 30,100,300] [--ratio 0.6]

For each seed index FIRST..LAST and each size m, generates the shared benchmarks'
`random_system(m, seed, ratio)` (`gen_workloads.py`; ratio 0.6 is the random-tight family,
1.5 the random one) with seed 0xABC00000 + 7919*index + m — seeds the benchmarks do not use —
and two edits with five further suggestions, runs `PLUMB solve`, and judges the answer:
first with the stock oracle (`lp_oracle.py`, level-fixing slack 1e-6), then, when that
reports a problem, with `strict_lp_oracle.py` (slack 1e-13): the stock slack lets a lower
level buy ~1e-4 relative with the slack of a higher one on these systems, so stock failures
the strict oracle accepts are not plumb's. When HiGHS cannot solve the strict problem the
system is "unjudged". Files of systems that pass are deleted; the others stay in OUT_DIR.
`Tests/PlumbSolverTests/TightSystemTests.swift` generates the same systems (same seeds) and
checks the simplex optimality certificate instead; this script is the independent check.
Needs scipy. Prints one line per problem system and a summary.
"""
import argparse, json, os, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
shared = os.environ.get('SHARED', os.path.join(here, '..', '..', '..', 'shared'))
sys.path.insert(0, os.path.join(shared, 'bench'))
import gen_workloads as g  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument('plumb'); ap.add_argument('out'); ap.add_argument('last', type=int)
ap.add_argument('first', type=int, nargs='?', default=1)
ap.add_argument('--sizes', default='30,100,300'); ap.add_argument('--ratio', type=float, default=0.6)
a = ap.parse_args()
os.makedirs(a.out, exist_ok=True)
stock = os.path.join(shared, 'tools', 'lp_oracle.py')
strict = os.path.join(here, 'strict_lp_oracle.py')
count = {'optimal': 0, 'strict-optimal': 0, 'unjudged': 0, 'FAIL': 0, 'REFUSED': 0}
for index in range(a.first, a.last + 1):
    for m in [int(x) for x in a.sizes.split(',')]:
        seed = 0xABC00000 + index * 7919 + m
        cs, xs, name = g.random_system(m, seed, a.ratio)
        rng = g.SplitMix64(seed ^ 0xED175)
        edits = [g.edit(name(j), p, [xs[j]] + [xs[j] + rng.between(-50, 50) for _ in range(5)])
                 for j, p in zip(g.random_edit_vars(len(xs)), g.RANDOM_EDIT_PRIORITIES)]
        f = os.path.join(a.out, 'm%d-i%d.json' % (m, index))
        with open(f, 'w') as h:
            json.dump({'format': 'linear-system/1', 'constraints': cs, 'edits': edits}, h)
        p = subprocess.run([a.plumb, 'solve', f], capture_output=True, text=True)
        if p.returncode != 0:
            count['REFUSED'] += 1; print('REFUSED', f, p.stderr.strip()[:200], flush=True); continue
        sol = f + '.out'
        with open(sol, 'w') as h:
            h.write(p.stdout)
        verdict = 'optimal'
        if subprocess.run(['python3', stock, f, '--check', sol], capture_output=True).returncode != 0:
            s = subprocess.run(['python3', strict, f, '--check', sol], capture_output=True, text=True)
            if s.returncode == 0:
                verdict = 'strict-optimal'
            elif 'Traceback' in s.stderr:
                verdict = 'unjudged'
            else:
                verdict = 'FAIL'
                print('FAIL', f, '\n'.join(l for l in s.stdout.splitlines() if not l.startswith('level'))[-300:], flush=True)
        count[verdict] += 1
        if verdict in ('optimal', 'strict-optimal'):
            os.remove(f); os.remove(sol)
        elif verdict == 'unjudged':
            print('unjudged (HiGHS fails the strict problem)', f, flush=True)
print('systems', sum(count.values()), count)
sys.exit(1 if count['FAIL'] or count['REFUSED'] else 0)
