#!/usr/bin/env python3
"""Regenerate the test table of a verdict-test area README from its files.

usage: scripts/verdict-readme.py DIR...   (e.g. tests/verdicts/tosa)

Keeps everything above the table (the area's own prose), rewrites the count
line ("N tests (...)") and one row per `*.srctgt.mlir`: name, the expected
verdict (`// VERDICT:`, with `// CHECK-FAILED:` stage, `TV-ARGS` and `XFAIL`
noted) and the file's first comment line, which by convention says what the
pair checks. Files are the single source; the README is derived.
"""
import glob
import os
import re
import sys


def row(path):
    lines = open(path).read().split("\n")
    first = lines[0][3:] if lines and lines[0].startswith("// ") else ""
    verdict = stage = args = xfail = ""
    for l in lines:
        if l.startswith("// VERDICT:") and not verdict:
            verdict = l.split(":", 1)[1].strip()
        elif l.startswith("// VERDICT[") and not verdict:
            dom = l[len("// VERDICT["):].split("]")[0]
            verdict = "%s: %s" % (dom, l.split(":", 1)[1].strip())
        elif l.startswith("// CHECK-FAILED:"):
            stage = l.split(":", 1)[1].strip()
        elif l.startswith("// TV-ARGS:"):
            args = l.split(":", 1)[1].strip()
        elif l.startswith("// XFAIL:"):
            xfail = l.split(":", 1)[1].strip().split(":")[0]
    exp = verdict + ("; at " + stage if stage else "")
    if args:
        exp += " (`%s`)" % args
    if xfail:
        exp += "; XFAIL (" + xfail + ")"
    name = os.path.basename(path)[: -len(".srctgt.mlir")]
    return verdict, "| `%s` | %s | %s |" % (name, exp, first.replace("|", "\\|"))


def main(dirs):
    for d in dirs:
        readme = os.path.join(d, "README.md")
        text = open(readme).read() if os.path.exists(readme) else "# %s/\n\n" % d
        head = text.split("\n| test |")[0].rstrip("\n")
        head = re.sub(r"\n\d+ tests \([^)]*\)\.$", "", head).rstrip("\n")
        files = sorted(glob.glob(os.path.join(d, "*.srctgt.mlir")))
        counts, rows = {}, []
        for f in files:
            v, r = row(f)
            counts[v] = counts.get(v, 0) + 1
            rows.append(r)
        summary = "%d tests (%s)." % (len(files), ", ".join("%d %s" % (n, k) for k, n in sorted(counts.items())))
        out = head + "\n\n" + summary + "\n\n| test | expected | what it checks |\n|---|---|---|\n" + "\n".join(rows) + "\n"
        open(readme, "w").write(out)
        print("%s: %s" % (readme, summary))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]) or 0)
