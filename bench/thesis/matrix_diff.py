#!/usr/bin/env python3
"""Compare two bench/thesis/matrix.py outputs: per configuration, every pair's verdict and
time before and after, verdict changes flagged (a decided verdict lost is a REGRESSION, a
newly decided one GAINED), and totals.

  python3 bench/thesis/matrix_diff.py BEFORE.tsv AFTER.tsv [--all]

Without --all only pairs whose verdict changed or whose time changed by more than 2x and
100 ms are listed.
"""
import sys

DECIDED = ("correct", "miscompile")


def load(path):
    d = {}
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        f = line.rstrip("\n").split("\t")
        d[(f[0], f[1])] = (f[2], float(f[3]), f[5] if len(f) > 5 else "")
    return d


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    show_all = "--all" in sys.argv
    a, b = load(args[0]), load(args[1])
    cfgs = sorted({k[0] for k in a} | {k[0] for k in b})
    for cfg in cfgs:
        keys = sorted({k for k in a if k[0] == cfg} & {k for k in b if k[0] == cfg})
        ta = sum(a[k][1] for k in keys) / 1000
        tb = sum(b[k][1] for k in keys) / 1000
        da = sum(a[k][0] in DECIDED for k in keys)
        db = sum(b[k][0] in DECIDED for k in keys)
        print("== %s: %d pairs, before %.1f s (%d decided), after %.1f s (%d decided)" %
              (cfg, len(keys), ta, da, tb, db))
        for k in keys:
            (va, ma, _), (vb, mb, msg) = a[k], b[k]
            tag = ""
            if va != vb:
                if va in DECIDED and vb not in DECIDED:
                    tag = "REGRESSION"
                elif vb in DECIDED and va not in DECIDED:
                    tag = "GAINED"
                else:
                    tag = "CHANGED"
            big = abs(ma - mb) > 100 and (ma > 2 * mb or mb > 2 * ma)
            if show_all or tag or big:
                print("  %-55s %-12s %8.0f ms -> %-12s %8.0f ms %s" % (k[1], va, ma, vb, mb, tag))


if __name__ == "__main__":
    main()
