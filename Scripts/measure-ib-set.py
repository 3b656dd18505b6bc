#!/usr/bin/env python3
"""Measure how well plumb matches Interface Builder's recorded frames on a folder of files.

usage: Scripts/measure-ib-set.py PLUMB DIR [OUT.json]

Runs `plumb check --json -q` on every .xib and .storyboard in DIR (sorted), prints each file that
is not clean (matched/compared, status, counts, its first mismatches) and a totals line:

    FILES 21  fully matching 20  clean 20  views 136/137  undetermined 0

and writes the per-file results as JSON when OUT is given. This is how the held-out rounds in
Documentation/HeldOut/README.md were measured: run it with the binary of main *before* a round's
rules (the honest number for files the importer has never seen), then after each rule, and
compare the JSON of every earlier set file by file.
"""
import glob
import json
import os
import subprocess
import sys


def measure(plumb, folder):
    files = sorted(glob.glob(os.path.join(folder, '*.xib')) + glob.glob(os.path.join(folder, '*.storyboard')))
    results = {}
    for path in files:
        run = subprocess.run([plumb, 'check', '--json', '-q', path], capture_output=True, text=True, timeout=300)
        name = os.path.basename(path)
        try:
            entry = json.loads(run.stdout)['files'][0]
        except (ValueError, KeyError, IndexError):
            results[name] = dict(status='failed', compared=0, matched=0, err=run.stderr[-300:])
            continue
        mismatches = [(m['path'], m['delta']) for s in entry.get('scenes', []) for m in s.get('mismatches', [])]
        results[name] = dict(
            status=entry['status'], compared=entry.get('compared', 0), matched=entry.get('matched', 0),
            ambiguous=entry.get('ambiguous', 0), undetermined=entry.get('undetermined', 0),
            unsat=entry.get('unsatisfiable', 0), warnings=len(entry.get('warnings', [])),
            errors=[e.get('message') for e in entry.get('errors', [])][:2], mism=mismatches)
    return results


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    plumb, folder = sys.argv[1], sys.argv[2]
    results = measure(plumb, folder)
    for name, r in results.items():
        if r['compared'] != r['matched'] or r['status'] != 'clean':
            print(f"{name}: {r['matched']}/{r['compared']} {r['status']} und={r.get('undetermined')} "
                  f"amb={r.get('ambiguous')} unsat={r.get('unsat')} warn={r.get('warnings')} {r.get('errors') or ''} {r.get('err', '')}")
            for m in r.get('mism', [])[:6]:
                print('     ', m)
    compared = sum(r['compared'] for r in results.values())
    matched = sum(r['matched'] for r in results.values())
    full = sum(1 for r in results.values() if r['compared'] == r['matched'] and r['status'] != 'failed')
    clean = sum(1 for r in results.values() if r['status'] == 'clean')
    open_views = sum(r.get('undetermined', 0) for r in results.values())
    print(f"FILES {len(results)}  fully matching {full}  clean {clean}  views {matched}/{compared}  undetermined {open_views}")
    if len(sys.argv) > 3:
        with open(sys.argv[3], 'w') as out:
            json.dump(results, out, indent=1)


if __name__ == '__main__':
    main()
