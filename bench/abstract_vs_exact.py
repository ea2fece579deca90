#!/usr/bin/env python3
"""Abstract vs exact FP domain on pair files.

usage: bench/abstract_vs_exact.py [--timeout-ms N] [--jobs J] [--rows] PAIR_OR_DIR...

Runs `tvfuzz check --json` on every pair under three configurations:
  abstract   the abstract domain alone (--no-confirm), minimal bit width
  fixed32    the abstract domain alone with fixed 32-bit magnitudes (--fixed-width)
  exact      the exact IEEE domain (Z3 FPA)
and prints per-configuration totals, timeouts, verdict agreement, and the
geometric-mean speedup of abstract over exact (and of the minimal width over
the fixed width) on the pairs where both configurations finished; --rows
also prints one line per pair (verdict and ms per configuration).
"""
import json, math, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

TVFUZZ = os.environ.get("TVFUZZ", "build/bin/tvfuzz")
CONFIGS = {"abstract": ["--fp=abstract", "--no-confirm"],
           "fixed32": ["--fp=abstract", "--no-confirm", "--fixed-width"],
           "exact": ["--fp=exact"]}

def files(args):
    for a in args:
        if os.path.isdir(a):
            for root, _, fs in os.walk(a):
                for f in sorted(fs):
                    if f.endswith(".srctgt.mlir"):
                        yield os.path.join(root, f)
        else:
            yield a

def run(path, cfg, timeout_ms):
    cmd = [TVFUZZ, "check", path, "--json", f"--timeout-ms={timeout_ms}"] + CONFIGS[cfg]
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout_ms / 1000 * 8 + 30).stdout
        j = json.loads(out.strip().splitlines()[-1])
        # encode + solve + concrete screening/replay (the lazy mode's replay is part of its cost)
        solve = sum(sum(f.get("timings", {}).get(k, 0) for k in ("encode_ms", "solve_ms", "screen_ms")) for f in j.get("functions", []))
        return j["verdict"], solve if solve > 0 else j["ms"]
    except Exception as e:  # a crash or garbage output is its own verdict
        return "error", float("nan")

def main():
    argv = sys.argv[1:]
    timeout_ms, jobs, rows = 10000, 2, False
    while argv and argv[0].startswith("--"):
        if argv[0] == "--timeout-ms": timeout_ms = int(argv[1]); argv = argv[2:]
        elif argv[0] == "--jobs": jobs = int(argv[1]); argv = argv[2:]
        elif argv[0] == "--rows": rows = True; argv = argv[1:]
        else: break
    paths = list(files(argv))
    res = {}
    with ThreadPoolExecutor(jobs) as ex:
        futs = {(p, c): ex.submit(run, p, c, timeout_ms) for p in paths for c in CONFIGS}
        for k, f in futs.items():
            res[k] = f.result()
    print(f"{len(paths)} pairs, timeout {timeout_ms} ms per query, {jobs} jobs")
    if rows:
        for p in paths:
            print(f"  {os.path.basename(p):45s}" + "".join(f"  {c} {res[(p, c)][0]} {res[(p, c)][1]:.0f} ms" for c in CONFIGS))
    for c in CONFIGS:
        vs = [res[(p, c)][0] for p in paths]
        ts = [res[(p, c)][1] for p in paths if res[(p, c)][0] != "timeout"]
        counts = {v: vs.count(v) for v in sorted(set(vs))}
        print(f"  {c:9s} total {sum(t for t in ts if t == t)/1000:8.1f} s  median {sorted(ts)[len(ts)//2] if ts else 0:8.1f} ms  verdicts {counts}")
    def geo(a, b):
        rs = []
        for p in paths:
            (va, ta), (vb, tb) = res[(p, a)], res[(p, b)]
            if va in ("timeout", "error") or vb in ("timeout", "error") or not ta > 0 or not tb > 0: continue
            rs.append(tb / ta)
        return (math.exp(sum(map(math.log, rs)) / len(rs)) if rs else float("nan")), len(rs)
    g, n = geo("abstract", "exact")
    print(f"geomean speedup abstract over exact: {g:.2f}x over {n} pairs where both finished")
    g, n = geo("abstract", "fixed32")
    print(f"geomean speedup minimal width over fixed 32-bit: {g:.2f}x over {n} pairs")
    agree = sum(1 for p in paths if res[(p, 'abstract')][0] == res[(p, 'exact')][0])
    both_correct = sum(1 for p in paths if res[(p, 'abstract')][0] == 'correct' and res[(p, 'exact')][0] == 'correct')
    contra = [p for p in paths if {res[(p, 'abstract')][0], res[(p, 'exact')][0]} == {'correct', 'miscompile'}]
    print(f"same verdict: {agree}/{len(paths)}; both correct: {both_correct}; contradictions (correct vs miscompile): {len(contra)}")
    for p in contra: print("  CONTRADICTION", p)
    slow = sorted(paths, key=lambda p: -(res[(p, 'exact')][1] if res[(p, 'exact')][1] == res[(p, 'exact')][1] else 0))[:5]
    print("slowest exact pairs:", ", ".join(f"{os.path.basename(p)} {res[(p,'exact')][1]:.0f} ms ({res[(p,'abstract')][1]:.0f} ms abstract)" for p in slow))

if __name__ == "__main__":
    main()
