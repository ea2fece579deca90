#!/usr/bin/env python3
"""Fill the `fired` column of docs/GEN-COVERAGE.md from a campaign store.

usage: scripts/gen-coverage-fired.py STORE_DIR [--update DOC] [--list-missing]

Reads STORE_DIR/findings.db (tables pattern_catalog, pattern_hits, stats), prints
how many rows fired at least once (exact / op-level only) and, with --update,
rewrites the last cell of every table row of DOC whose first cell is a pattern id
to "N exact, M op-level" (pass pairs in which the row fired), "0" (a detector
exists, nothing fired) or "0 (no detector)". --list-missing prints the rows that
never fired with their `generator` cell, which is where work remains.
"""
import re
import sqlite3
import sys


def load(store):
    db = sqlite3.connect("file:%s/findings.db?mode=ro" % store, uri=True)
    detector = dict(db.execute("SELECT id, detector FROM pattern_catalog"))
    hits = {}
    for pid, prec, count in db.execute("SELECT id, precision, count FROM pattern_hits"):
        hits.setdefault(pid, {})[prec] = count
    row = db.execute("SELECT MAX(executions), MAX(pairs) FROM stats WHERE worker = -1").fetchone()
    if not row or row[0] is None:
        row = db.execute("SELECT SUM(e), SUM(p) FROM (SELECT MAX(executions) e, MAX(pairs) p FROM stats "
                         "WHERE worker >= 0 GROUP BY worker)").fetchone()
    return detector, hits, row


def cell(pid, detector, hits):
    h = hits.get(pid, {})
    parts = []
    if h.get("exact"):
        parts.append("%d exact" % h["exact"])
    if h.get("op-level"):
        parts.append("%d op-level" % h["op-level"])
    if parts:
        return ", ".join(parts)
    return "0 (no detector)" if detector.get(pid) == "none" else "0"


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 64
    store = argv[1]
    detector, hits, (programs, pairs) = load(store)
    fired = [p for p in detector if hits.get(p)]
    exact = [p for p in detector if hits.get(p, {}).get("exact")]
    print("%s: %s programs, %s pairs; %d of %d rows fired (%d exact, %d op-level only)" %
          (store, programs, pairs, len(fired), len(detector), len(exact), len(fired) - len(exact)))
    if "--update" in argv:
        doc = argv[argv.index("--update") + 1]
        lines = open(doc).read().split("\n")
        changed = 0
        for i, line in enumerate(lines):
            m = re.match(r"^\| `([^`]+)` \|", line)
            if not m or m.group(1) not in detector:
                continue
            cells = line.split(" | ")
            cells[-1] = cell(m.group(1), detector, hits) + " |"
            new = " | ".join(cells)
            if new != line:
                lines[i] = new
                changed += 1
        open(doc, "w").write("\n".join(lines))
        print("%s: %d rows updated" % (doc, changed))
    if "--list-missing" in argv:
        gen = {}
        try:
            for line in open("docs/gen-coverage.tsv"):
                f = line.rstrip("\n").split("\t")
                if len(f) >= 7:
                    gen[f[0]] = f[6]
        except OSError:
            pass
        for p in sorted(detector):
            if not hits.get(p):
                print("%-55s %-10s %s" % (p, detector[p], gen.get(p, "")[:100]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
