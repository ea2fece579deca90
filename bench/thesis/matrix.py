#!/usr/bin/env python3
"""Verdict and time of every committed thesis pair (bench/thesis/pairs) in a grid of
configurations, without regenerating the pairs: for before/after comparisons of the solver
side. One check at a time.

  python3 bench/thesis/matrix.py [-o OUT.tsv] [--configs abstract,exact,abstract-base,exact-base]
                                 [--filter REGEX] [--timeout-ms 10000]

A configuration is `<fp>` (default oracle) or `<fp>-base` (`--oracle=baseline`, the solver
alone). Environment: TVFUZZ (binary), and whatever the caller sets (e.g. TVF_FACTS_ALL=1 for
the run before the relevance filter of smt_facts.c). Prints one TSV line per pair and
configuration (config, pair, verdict, ms, decided_by, message) and totals per configuration.
"""
import argparse, glob, json, os, re, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TVFUZZ = os.environ.get("TVFUZZ", os.path.join(ROOT, "build/bin/tvfuzz"))


def run(pair, cfg, timeout_ms):
    fp, _, base = cfg.partition("-")
    cmd = [TVFUZZ, "check", "--fp=" + fp, "--json", "--timeout-ms=%d" % timeout_ms]
    if base == "base":
        cmd.append("--oracle=baseline")
    cmd.append(pair)
    t0 = time.time()
    r = subprocess.run(cmd, capture_output=True, text=True)
    wall = (time.time() - t0) * 1000
    try:
        j = json.loads(r.stdout.strip().splitlines()[-1])
        fn = (j.get("functions") or [{}])[0]
        return j["verdict"], j.get("ms", wall), fn.get("decided_by", ""), fn.get("message", "")
    except Exception:
        return "error", wall, "", (r.stderr or r.stdout)[-200:].replace("\n", " ")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-o", "--out")
    ap.add_argument("--configs", default="abstract,exact,abstract-base,exact-base")
    ap.add_argument("--filter", default="")
    ap.add_argument("--timeout-ms", type=int, default=int(os.environ.get("TIMEOUT_MS", "10000")))
    a = ap.parse_args()
    pairs = sorted(glob.glob(os.path.join(HERE, "pairs", "*", "*.srctgt.mlir")))
    pairs = [p for p in pairs if re.search(a.filter, p)]
    out = open(a.out, "w") if a.out else None
    tot = {}
    for p in pairs:
        name = os.path.relpath(p, os.path.join(HERE, "pairs")).replace(".srctgt.mlir", "")
        for cfg in a.configs.split(","):
            v, ms, by, msg = run(p, cfg, a.timeout_ms)
            line = "%s\t%s\t%s\t%.0f\t%s\t%s" % (cfg, name, v, ms, by, msg[:160])
            print(line, flush=True)
            if out:
                out.write(line + "\n")
                out.flush()
            t = tot.setdefault(cfg, [0.0, 0, 0])
            t[0] += ms
            t[1] += v in ("correct", "miscompile")
            t[2] += 1
    for cfg, (ms, dec, n) in tot.items():
        line = "# total %s: %.1f s, %d/%d decided" % (cfg, ms / 1000, dec, n)
        print(line)
        if out:
            out.write(line + "\n")


if __name__ == "__main__":
    main()
