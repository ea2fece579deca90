#!/usr/bin/env python3
"""Thesis Table 6.1 in MLIR 22: run the successor passes with mlir-opt-22, validate every
(src, tgt) pair with tvfuzz in the abstract and the exact FP domain, print the table next to
the thesis's figures. Driven by bench/thesis/run.sh; see bench/thesis/README.md.

Input files (bench/thesis/inputs/<row>/<name>.mlir) carry header comments:
  // ROW: <thesis pass name>          which table row the test counts for
  // PASSES: <mlir-opt-22 arguments>  the real pass run on the file (split like a shell line:
                                       quote an option string that holds spaces)
  // OPT-FLAGS: <flags>              extra mlir-opt-22 flags for both src and tgt
  // VARIANT: <text>                  optional: a smaller variant, listed on its own line
  // BUG: <name> | <regex> | <repl>   a planted bug: the first match of <regex> in the real
                                       output is replaced (one change); expected miscompile
A nested `module attributes {transform.with_named_sequence}` (a transform script for
-transform-interpreter) is removed from src and tgt before the pair is written.
"""
import json, os, re, shlex, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TVFUZZ = os.environ.get("TVFUZZ", os.path.join(ROOT, "build/bin/tvfuzz"))
MLIR_OPT = os.environ.get("MLIR_OPT", "mlir-opt-22")
TIMEOUT_MS = int(os.environ.get("TIMEOUT_MS", "10000"))
PAIRS = os.environ.get("PAIRS_DIR", os.path.join(HERE, "pairs"))

# thesis Table 6.1: row -> (tests, bv passed, bv s, fpa passed, fpa s)
THESIS = [
    ("conv2d-to-img2col", 1, 1, 6.51, 1, 128.36),
    ("convert-elementwise-to-linalg", 2, 2, 0.05, 2, 0.09),
    ("fold-memref-subview-op", 4, 4, 0.87, 4, 0.94),
    ("fold-tensor-extract-op", 3, 3, 0.09, 3, 0.11),
    ("fusion-tensor", 12, 12, 7.22, 9, 121.36),
    ("linalg-bufferize", 4, 4, 6.57, 4, 147.51),
    ("linalg-canonicalize", 2, 2, 0.89, 2, 25.81),
    ("linalg-fold-unit-extent-dims", 1, 1, 0.05, 1, 3.77),
    ("linalg-generalize-named-ops", 2, 2, 0.78, 2, 0.35),
    ("tensor-constant-bufferize", 2, 2, 0.07, 2, 0.09),
    ("tosa-make-broadcastable", 1, 1, 0.07, 1, 0.07),
    ("tosa-to-linalg", 15, 15, 7.15, 10, 307.43),
]
# MLIR 22 successor per row; None = no pair validated (reason in the second field)
SUCCESSOR = {
    "conv2d-to-img2col": ("transform.structured.convert_conv2d_to_img2col (-transform-interpreter)", None),
    "convert-elementwise-to-linalg": ("convert-elementwise-to-linalg", None),
    "fold-memref-subview-op": ("fold-memref-alias-ops", None),
    "fold-tensor-extract-op": ("one-shot-bufferize (extract of to_tensor)", None),
    "fusion-tensor": ("linalg-fuse-elementwise-ops", None),
    "linalg-bufferize": ("one-shot-bufferize (function boundaries)", None),
    "linalg-canonicalize": ("canonicalize (linalg patterns)", None),
    "linalg-fold-unit-extent-dims": ("linalg-fold-unit-extent-dims", None),
    "linalg-generalize-named-ops": ("linalg-generalize-named-ops", None),
    "tensor-constant-bufferize": ("one-shot-bufferize (constants -> memref.global)", None),
    "tosa-make-broadcastable": ("tosa-make-broadcastable", None),
    "tosa-to-linalg": ("tosa-to-linalg(-named)", None),
}


def headers(text, key):
    return [m.group(1).strip() for m in re.finditer(r"^// " + key + r":(.*)$", text, re.M)]


def strip_transform(text):
    """Remove a nested transform-script module (brace matching from its first line)."""
    i = text.find("module attributes {transform.with_named_sequence}")
    if i < 0:
        return text
    j = text.index("{", text.index("}", i) + 1)  # the body's opening brace
    depth, k = 0, j
    while True:
        if text[k] == "{": depth += 1
        elif text[k] == "}":
            depth -= 1
            if depth == 0: break
        k += 1
    return text[:i] + text[k + 1:]


def opt(path, args):
    r = subprocess.run([MLIR_OPT, "--mlir-print-local-scope"] + args + [path],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"{MLIR_OPT} {' '.join(args)} {path}: {r.stderr.strip()[:400]}")
    return strip_transform(r.stdout)


def body(module_text):
    """The contents of the printed top-level `module { ... }`."""
    t = module_text.strip()
    if t.startswith('"builtin.module"() ({'):  # generic form (printed when the IR does not verify)
        return t[t.index("({") + 2: t.rindex("})")].strip("\n")
    assert t.startswith("module"), t[:80]
    return t[t.index("{") + 1: t.rindex("}")].strip("\n")


def pair_text(name, passes, src, tgt, expect, note):
    return (f"// tvfuzz-pair v1\n// PASS: {passes}\n// VERDICT: {expect}\n// {note}\n"
            f"module @src {{\n{body(src)}\n}}\nmodule @tgt {{\n{body(tgt)}\n}}\n")


def check(path, fp, extra=()):
    cmd = [TVFUZZ, "check", path, "--json", f"--fp={fp}", f"--timeout-ms={TIMEOUT_MS}"] + list(extra)
    for attempt in range(5):
        t0 = time.time()
        r = subprocess.run(cmd, capture_output=True, text=True)
        wall = time.time() - t0
        lines = r.stdout.strip().splitlines()
        if lines and lines[-1].startswith("{"):
            j = json.loads(lines[-1])
            msg = "; ".join(f.get("message", "") for f in j.get("functions", []) if f.get("verdict") != "correct")
            if not msg and j.get("functions") == [] : msg = j.get("message", "")
            return j["verdict"], j.get("ms", wall * 1000) / 1000, (msg or j.get("message", ""))[:160]
        if "busy" in r.stderr or r.returncode in (126, 127):  # binary being rebuilt
            time.sleep(20); continue
        return "error", wall, (r.stderr.strip() or r.stdout.strip())[:160]
    return "error", 0.0, "could not run tvfuzz"


def parse_args(argv):
    """`--rows ROW[,ROW...]`: run and report only these rows (thesis pass names)."""
    rows = None
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--rows" and i + 1 < len(argv):
            rows = argv[i + 1]; i += 2
        elif a.startswith("--rows="):
            rows = a.split("=", 1)[1]; i += 1
        else:
            sys.exit(f"run.py: unknown argument {a!r} (usage: run.py [--rows ROW[,ROW...]])")
    if rows is None:
        return None
    sel = {r.strip() for r in rows.split(",") if r.strip()}
    bad = sel - {t[0] for t in THESIS}
    if bad:
        sys.exit(f"run.py: unknown rows {sorted(bad)}; rows: {', '.join(t[0] for t in THESIS)}")
    return sel


def main():
    rows = parse_args(sys.argv[1:])
    os.makedirs(PAIRS, exist_ok=True)
    inputs = []
    for row in sorted(os.listdir(os.path.join(HERE, "inputs"))):
        if rows is not None and row not in rows:
            continue
        d = os.path.join(HERE, "inputs", row)
        for f in sorted(os.listdir(d)):
            if f.endswith(".mlir"):
                inputs.append((row, f[:-5], os.path.join(d, f)))
    results = []  # (row, name, kind, verdict_abs, t_abs, verdict_exact, t_exact, note)
    for row, name, path in inputs:
        text = open(path).read()
        passes = headers(text, "PASSES")[0]
        variant = (headers(text, "VARIANT") or [""])[0]
        try:
            flags = shlex.split((headers(text, "OPT-FLAGS") or [""])[0])
            src = opt(path, flags)
            tgt = opt(path, flags + shlex.split(passes))
        except RuntimeError as e:
            results.append((row, name, "variant" if variant else "test", "error", 0, "error", 0, str(e)[:200]))
            continue
        os.makedirs(os.path.join(PAIRS, row), exist_ok=True)
        jobs = []
        if body(src) == body(tgt):
            results.append((row, name, "test", "unchanged", 0, "unchanged", 0, "the pass did not change the IR"))
        else:
            p = os.path.join(PAIRS, row, name + ".srctgt.mlir")
            open(p, "w").write(pair_text(name, passes, src, tgt, "correct", (headers(text, "NOTE") or [""])[0]))
            jobs.append(("variant" if variant else "test", name, p))
        for bug in headers(text, "BUG"):
            bname, rx, repl = [s.strip() for s in bug.split("|")]
            b = body(tgt)
            nb, n = re.subn(rx, repl, b, count=1)
            if n != 1 or nb == b:
                results.append((row, f"{name}.{bname}", "planted", "error", 0, "error", 0, f"BUG regex did not match: {rx}"))
                continue
            p = os.path.join(PAIRS, row, f"{name}.{bname}.srctgt.mlir")
            open(p, "w").write(pair_text(name, passes, src, "module {\n" + nb + "\n}", "miscompile",
                                         f"planted bug: s/{rx}/{repl}/ in the real output"))
            jobs.append(("planted", f"{name}.{bname}", p))
        for kind, n, p in jobs:
            va, ta, ma = check(p, "abstract")
            ve, te, me = check(p, "exact")
            note = ma if ma == me or not me else f"abstract: {ma} / exact: {me}"
            if kind == "planted":  # the solver alone too: screening decides most planted bugs first
                vab, tab, mab = check(p, "abstract", ["--oracle=baseline"])
                veb, teb, meb = check(p, "exact", ["--oracle=baseline"])
                note = (f"{note[:70]} || solver alone (--oracle=baseline): abstract {vab} {tab:.2f}s, "
                        f"exact {veb} {teb:.2f}s" + (f" ({(mab if vab != 'miscompile' else meb)[:90]})"
                                                     if 'miscompile' not in (vab,) or veb != 'miscompile' else ""))
            results.append((row, n, kind, va, ta, ve, te, note))
            print(f"  [{row}] {n:40s} {kind:8s} abstract {va:12s} {ta:7.2f} s   exact {ve:12s} {te:7.2f} s   {note[:110]}",
                  file=sys.stderr, flush=True)
    report(results, rows)


def report(results, rows=None):
    print(f"tvfuzz check --timeout-ms={TIMEOUT_MS} (per query; pair budget 3 queries), default oracle; "
          f"abstract counterexamples confirmed by exact")
    hdr = (f"{'thesis pass':30s} {'MLIR 22 successor':44s} {'n':>3s} | {'thesis BV':>14s} {'thesis FPA':>15s} | "
           f"{'abstract':>8s} {'dec':>3s} {'time':>8s} | {'exact':>8s} {'dec':>3s} {'time':>8s} | {'speedup':>7s}")
    print(hdr); print("-" * len(hdr))
    tot = {"ta": 0.0, "te": 0.0, "tta": 0.0, "tte": 0.0}
    others = []
    for row, n, bvp, bvt, fpp, fpt in THESIS:
        if rows is not None and row not in rows:
            continue
        succ, why = SUCCESSOR[row]
        rs = [r for r in results if r[0] == row and r[2] == "test"]
        th = f"{bvp}/{n} {bvt:7.2f}s  {fpp}/{n} {fpt:7.2f}s"
        if why:
            print(f"{row:30s} {succ:44s} {n:3d} | {bvp:>3d}/{n:<2d} {bvt:7.2f}s  {fpp:>3d}/{n:<2d} {fpt:7.2f}s | {why}")
            tot["tta"] += bvt; tot["tte"] += fpt
            continue
        k = len(rs)
        pa = sum(r[3] == "correct" for r in rs); pe = sum(r[5] == "correct" for r in rs)
        da = sum(r[3] in ("correct", "miscompile") for r in rs); de = sum(r[5] in ("correct", "miscompile") for r in rs)
        ta = sum(r[4] for r in rs); te = sum(r[6] for r in rs)
        tot["ta"] += ta; tot["te"] += te; tot["tta"] += bvt; tot["tte"] += fpt
        sp = f"{te / ta:6.1f}x" if ta > 0 else "   -"
        print(f"{row:30s} {succ:44s} {k:3d} | {bvp:>3d}/{n:<2d} {bvt:7.2f}s  {fpp:>3d}/{n:<2d} {fpt:7.2f}s | "
              f"{pa:>3d}/{k:<2d}  {da:3d} {ta:7.2f}s | {pe:>3d}/{k:<2d}  {de:3d} {te:7.2f}s | {sp}")
        others += [r for r in rs if r[3] != "correct" or r[5] != "correct"]
    print("-" * len(hdr))
    sel = [t for t in THESIS if not SUCCESSOR[t[0]][1] and (rows is None or t[0] in rows)]
    bv = sum(t[3] for t in sel); fpa = sum(t[5] for t in sel)
    label = "total (rows with a successor)" if rows is None else "total (selected rows)"
    print(f"{label:75s} thesis BV {bv:.2f}s "
          f"FPA {fpa:.2f}s | abstract {tot['ta']:.2f}s  exact {tot['te']:.2f}s  "
          f"speedup {tot['te'] / tot['ta'] if tot['ta'] else float('nan'):.1f}x "
          f"(thesis, same rows: {fpa / bv if bv else float('nan'):.1f}x; all rows: {tot['tte'] / tot['tta'] if tot['tta'] else float('nan'):.1f}x)")
    if others:
        print("\ntests not `correct` in a domain:")
        for r in others:
            print(f"  {r[0]}/{r[1]}: abstract {r[3]} {r[4]:.2f}s, exact {r[5]} {r[6]:.2f}s: {r[7]}")
    vs = [r for r in results if r[2] == "variant"]
    if vs:
        print("\nsmaller variants (not counted in the table):")
        for r in vs:
            print(f"  {r[0]}/{r[1]}: abstract {r[3]} {r[4]:.2f}s, exact {r[5]} {r[6]:.2f}s {r[7]}")
    print("\nplanted bugs (expected: miscompile in both domains):")
    for r in [r for r in results if r[2] == "planted"]:
        ok = "ok" if r[3] == "miscompile" and r[5] == "miscompile" else "NOT CAUGHT"
        print(f"  {r[0]}/{r[1]}: abstract {r[3]} {r[4]:.2f}s, exact {r[5]} {r[6]:.2f}s  [{ok}] {r[7]}")
    errs = [r for r in results if r[3] in ("error", "unchanged") and r[2] != "planted"]
    for r in errs:
        print(f"  input problem {r[0]}/{r[1]}: {r[3]}: {r[7]}")


if __name__ == "__main__":
    main()
