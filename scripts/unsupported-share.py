#!/usr/bin/env python3
"""The unsupported share of a campaign, by reason and by pipeline.

usage: scripts/unsupported-share.py OUT_DIR   (a `tvfuzz fuzz --log-pairs` output directory)

Reads every OUT_DIR/pairs-w*.jsonl line (one validated pair each) and prints
the share of `unsupported` verdicts, the reasons (the op or type the detail
names, quoted in it, or its first words) and the share per pipeline.
"""
import collections
import glob
import json
import os
import re
import sys


def reason(detail):
    m = re.search(r"unsupported op '([^']+)'", detail)
    if m:
        return "op " + m.group(1)
    m = re.search(r"unsupported type '([a-z]+)<", detail)
    if m:
        return "type " + m.group(1)
    if "memref argument" in detail:
        return "memref argument with dynamic sizes or layout"
    m = re.search(r"unsupported: ([a-z_.]+)", detail)
    if m:
        return m.group(1)
    return detail.split(" at ")[0][:60]


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    files = sorted(glob.glob(os.path.join(sys.argv[1], "pairs-w*.jsonl")))
    if not files:
        print("unsupported-share: no pairs-w*.jsonl in %s (run the campaign with --log-pairs)" % sys.argv[1],
              file=sys.stderr)
        return 5
    total = unsup = 0
    by_reason = collections.Counter()
    per_pipe = collections.Counter()
    per_pipe_unsup = collections.Counter()
    for path in files:
        with open(path) as f:
            for line in f:
                try:
                    j = json.loads(line)
                except ValueError:
                    continue
                total += 1
                pipe = j.get("pipeline", "")
                per_pipe[pipe] += 1
                if j.get("verdict") == "unsupported":
                    unsup += 1
                    per_pipe_unsup[pipe] += 1
                    by_reason[reason(j.get("detail", ""))] += 1
    print("pairs %d, unsupported %d (%.2f%%)" % (total, unsup, 100.0 * unsup / max(total, 1)))
    print("\nby reason:")
    for r, n in by_reason.most_common():
        print("  %6d  %s" % (n, r))
    print("\nby pipeline (unsupported / pairs):")
    for p, n in per_pipe.most_common():
        print("  %6d / %-6d %5.1f%%  %s" % (per_pipe_unsup[p], n, 100.0 * per_pipe_unsup[p] / n, p[:70]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
