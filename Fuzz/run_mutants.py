#!/usr/bin/env python3
"""Run mutated IB files (from mutate_ib.py) through plumb and record what is not fine.

usage: run_mutants.py PLUMB VARIANT_DIR OUT.tsv [--jobs 2] [--timeout 20] [--twice all|check|none]
                     [--resume]

Each variant goes through `check --json`, `render --format svg`, `ir` and
`render --device ipad12_9rounded --orientation landscape`. Exit status 0, 1 or 2 is fine; any
other status (a signal, 124 from `timeout`, a runtime trap) is a finding, and so is output that
differs between two runs of the same command (determinism). One TSV row per run: variant,
command, status, seconds, deterministic (y/n/-), first line of stderr.
"""
import argparse
import hashlib
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

COMMANDS = {
    'check': ['check', '--json'],
    'svg': ['render', '--format', 'svg'],
    'ir': ['ir'],
    'ipad': ['render', '--device', 'ipad12_9rounded', '--orientation', 'landscape'],
}


def run(plumb, args, path, timeout):
    t = time.monotonic()
    try:
        p = subprocess.run(['nice', '-n', '10', 'timeout', '-s', 'KILL', str(timeout), plumb] +
                           args + [path], capture_output=True)
        rc, out, err = p.returncode, p.stdout, p.stderr
    except Exception as e:  # noqa: BLE001 - recorded as a finding
        rc, out, err = -999, b'', str(e).encode()
    dt = time.monotonic() - t
    return rc, dt, hashlib.sha256(out + b'\0' + err).hexdigest(), err


def one(plumb, path, timeout, twice):
    rows = []
    for name, args in COMMANDS.items():
        rc, dt, h, err = run(plumb, args, path, timeout)
        det = '-'
        if twice == 'all' or (twice == 'check' and name == 'check'):
            if rc in (0, 1, 2):
                rc2, _, h2, _ = run(plumb, args, path, timeout)
                det = 'y' if (h2 == h and rc2 == rc) else 'n'
        line = err.decode('utf-8', 'replace').strip().splitlines()
        first = line[0][:200].replace('\t', ' ') if line else ''
        if rc not in (0, 1, 2) and line:
            first = ' | '.join(x[:160] for x in line[-3:]).replace('\t', ' ')
        rows.append((os.path.basename(path), name, rc, dt, det, first))
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('plumb')
    ap.add_argument('dir')
    ap.add_argument('out')
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--timeout', type=int, default=20)
    ap.add_argument('--resume', action='store_true', help='keep finished variants in OUT')
    ap.add_argument('--twice', default='all', choices=['all', 'check', 'none'])
    a = ap.parse_args()
    files = sorted(os.path.join(a.dir, f) for f in os.listdir(a.dir))
    done = set()
    if a.resume and os.path.exists(a.out):
        counts = {}
        for row in open(a.out):
            name = row.split('\t', 1)[0]
            counts[name] = counts.get(name, 0) + 1
        done = {name for name, c in counts.items() if c == len(COMMANDS)}
        lines = [row for row in open(a.out) if row.split('\t', 1)[0] in done]
        open(a.out, 'w').writelines(lines)
    files = [f for f in files if os.path.basename(f) not in done]
    n = bad = slow = nondet = 0
    start = time.monotonic()
    with open(a.out, 'a' if a.resume else 'w') as fh, ThreadPoolExecutor(a.jobs) as ex:
        for rows in ex.map(lambda p: one(a.plumb, p, a.timeout, a.twice), files):
            for r in rows:
                n += 1
                bad += r[2] not in (0, 1, 2)
                slow += r[3] > 2
                nondet += r[4] == 'n'
                fh.write('\t'.join([r[0], r[1], str(r[2]), f'{r[3]:.3f}', r[4], r[5]]) + '\n')
            fh.flush()
    print(f'{len(files)} variants, {n} runs in {time.monotonic() - start:.0f} s: '
          f'{bad} bad exits, {nondet} nondeterministic, {slow} over 2 s', file=sys.stderr)


if __name__ == '__main__':
    main()
