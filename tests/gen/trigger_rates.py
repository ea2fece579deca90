#!/usr/bin/env python3
"""trigger_rates.py: how often default generated programs contain the trigger shapes of the
rewrite-trigger productions (issue 14, part 2), per docs/gen-coverage.tsv id.

Usage: trigger_rates.py [--tvfuzz build/bin/tvfuzz] [--count 40000] [--seed 1] [--tsv]

Two sources, both from `tvfuzz gen` with default options and probabilities:
  - text: the programs themselves (`tvfuzz gen --count N`), scanned line by line for body ops whose
    operands are `arith.constant`s of the same region with the values a folder tests for;
  - notes: the attribute notes of `tvfuzz gen --count N --stats` that the productions record
    (`linalg.body.idiom=...`, `tosa.clamp.noop=yes`, ...), for shapes a production spells out
    exactly.
A row counts as `yes` when its shape occurs at least 2 times per 10,000 programs, `rarely` when it
occurs at all, `no` otherwise. This measures the generator, not the passes: that the rewrite fires
on the shape was checked by hand with mlir-opt-22 (docs/GEN-COVERAGE.md says how).
"""
import argparse
import re
import struct
import subprocess
import sys

# ---- note-based rows: id -> list of note-key regexes (occurrences summed) ----
NOTES = {
    "tosa.clamp.canon.noop": [r"tosa\.clamp\.noop=yes"],
    "tosa.slice.fold.single-element-const": [r"tosa\.slice\.single=const"],
    "arith.addi.fold.sub-cancel": [r"idiom=cancel-1$"],
    "arith.subi.fold.add-cancel": [r"idiom=cancel-0$"],
    "arith.subi.canon.sub-sub-lhs": [r"idiom=cancel-2$"],
    "arith.andi.fold.and-of-and": [r"idiom=and-of-and$"],
    "arith.ori.fold.x-or-not-x": [r"idiom=x-or-not-x$"],
    "arith.addi.canon.add-add-const": [r"idiom=addi-addi-const:"],
    "arith.addi.canon.add-sub-const-rhs": [r"idiom=addi-subi-const:r."],
    "arith.addi.canon.add-sub-const-lhs": [r"idiom=addi-subi-const:l."],
    "arith.addi.canon.add-mul-neg1-rhs": [r"idiom=add-mul-neg1:rhs"],
    "arith.addi.canon.add-mul-neg1-lhs": [r"idiom=add-mul-neg1:lhs"],
    "arith.muli.canon.mul-mul-const": [r"idiom=mul-mul-const$"],
    "arith.subi.canon.rhs-add-const": [r"idiom=subi-addi-const:.r"],
    "arith.subi.canon.lhs-add-const": [r"idiom=subi-addi-const:.l"],
    "arith.subi.canon.rhs-sub-const-rhs": [r"idiom=subi-subi-const:rr"],
    "arith.subi.canon.rhs-sub-const-lhs": [r"idiom=subi-subi-const:lr"],
    "arith.subi.canon.lhs-sub-const-rhs": [r"idiom=subi-subi-const:rl"],
    "arith.subi.canon.lhs-sub-const-lhs": [r"idiom=subi-subi-const:ll"],
    "arith.xori.canon.not-cmpi": [r"idiom=select-not:cmpi"],
    "arith.select.canon.not-cond": [r"idiom=select-not:trunci"],
    "arith.xori.canon.ext-ui": [r"idiom=xori-of-extui"],
    "arith.xori.canon.ext-si": [r"idiom=xori-of-extsi"],
    "arith.andi.canon.ext-ui": [r"idiom=andi-of-extui"],
    "arith.andi.canon.ext-si": [r"idiom=andi-of-extsi"],
    "arith.ori.canon.ext-ui": [r"idiom=ori-of-extui"],
    "arith.ori.canon.ext-si": [r"idiom=ori-of-extsi"],
    "arith.cmpi.canon.ext-si": [r"idiom=cmpi-of-extsi"],
    "arith.cmpi.canon.ext-ui": [r"idiom=cmpi-of-extui"],
    "arith.select.canon.redundant-true": [r"idiom=nested-select:true"],
    "arith.select.canon.redundant-false": [r"idiom=nested-select:false"],
    "arith.select.canon.to-extui": [r"idiom=select-one-zero"],
    "arith.index_cast.canon.cast-of-cast": [r"idiom=index-cast-[01]"],
    "arith.index_cast.canon.of-extsi": [r"idiom=index-cast-2"],
    "arith.extsi.canon.of-extui": [r"idiom=extsi-of-extui"],
    "arith.trunci.canon.of-extsi": [r"idiom=trunci-of-extsi"],
    "arith.trunci.canon.of-extui": [r"idiom=trunci-of-extui"],
    "arith.trunci.canon.shrsi-to-shrui": [r"idiom=trunci-of-shrsi"],
    "arith.truncf.canon.of-sitofp": [r"idiom=truncf-of-sitofp"],
    "arith.truncf.canon.of-uitofp": [r"idiom=truncf-of-uitofp"],
    "arith.mulf.canon.neg-neg": [r"idiom=mulf-neg-neg"],
    "arith.divf.canon.neg-neg": [r"idiom=divf-neg-neg"],
    "arith.cmpf.canon.int-to-fp-const": [r"idiom=cmpf-of-"],
}

FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32}
INT_BITS = {"i8": 8, "i16": 16, "i32": 32}


def fp_class(lit, ty):
    """Classify a float literal: 'nan', '+0', '-0', 'inf', or 'other'."""
    if lit.startswith("0x"):
        v = int(lit, 16)
        if ty == "f32":
            exp, man, eb = (v >> 23) & 0xFF, v & 0x7FFFFF, 0xFF
        elif ty == "f16":
            exp, man, eb = (v >> 10) & 0x1F, v & 0x3FF, 0x1F
        else:
            exp, man, eb = (v >> 7) & 0xFF, v & 0x7F, 0xFF
        if exp == eb:
            return "nan" if man else "inf"
        return "other"
    if lit in ("0.0", "0"):
        return "+0"
    if lit == "-0.0":
        return "-0"
    return "other"


def int_val(lit, ty):
    bits = INT_BITS[ty]
    v = int(lit)
    return v, -(1 << (bits - 1)), (1 << (bits - 1)) - 1


CONST_RE = re.compile(r"^\s*(%[\w.]+) = arith\.constant (\S+)(?: : (\w+))?$")
OP_RE = re.compile(r"^\s*(%[\w.]+) = (arith|math)\.(\w+) (.*?) : (.+)$")
TEXT_BINARY_CONST = ["divui", "ceildivsi", "floordivsi", "remui", "remsi", "shrsi", "remf", "maxnumf",
                     "minnumf", "maxui", "minui", "copysign"]
TEXT_UNARY_CONST = {"math": ["atan", "cttz", "ctpop", "exp2", "log1p", "log2", "sqrt", "roundeven", "round",
                             "trunc"],
                    "arith": ["uitofp", "fptoui"]}


def text_hits(prog):
    """Set of table ids whose trigger shape occurs in one program (constant operands in bodies)."""
    hits = set()
    consts = {}
    for line in prog.splitlines():
        m = CONST_RE.match(line)
        if m:
            consts[m.group(1)] = (m.group(2), m.group(3) or "i1")
            continue
        m = OP_RE.match(line)
        if not m:
            continue
        dialect, op, args, ty = m.group(2), m.group(3), m.group(4), m.group(5)
        if dialect == "arith" and op in ("cmpi", "cmpf"):
            pred, rest = args.split(",", 1)
            ops = [a.strip() for a in rest.split(",")]
        else:
            ops = [a.strip() for a in args.split(",")]
        ty = ty.split(" to ")[0].strip()
        cst = [o in consts for o in ops]
        name = dialect + "." + op
        if op in TEXT_BINARY_CONST and len(ops) == 2 and all(cst):
            hits.add(f"{name}.fold.const")
        if op in TEXT_UNARY_CONST.get(dialect, []) and len(ops) == 1 and cst[0]:
            hits.add(f"{name}.fold.const")
        if len(ops) == 2 and cst[1]:
            lit = consts[ops[1]][0]
            if ty in FLOAT_BITS:
                k = fp_class(lit, ty)
                if op == "addf" and k == "-0":
                    hits.add("arith.addf.fold.neg-zero")
                if op == "subf" and k == "+0":
                    hits.add("arith.subf.fold.pos-zero")
                if op in ("maxnumf", "minnumf") and k == "nan":
                    hits.add(f"arith.{op}.fold.nan-rhs")
            elif ty in INT_BITS:
                v, mn, mx = int_val(lit, ty)
                if op == "maxsi" and v == mx:
                    hits.add("arith.maxsi.fold.max-rhs")
                if op == "minsi" and v == mn:
                    hits.add("arith.minsi.fold.min-rhs")
                if op == "maxui" and v == -1:
                    hits.add("arith.maxui.fold.max-rhs")
                if op == "maxui" and v == 0:
                    hits.add("arith.maxui.fold.zero-rhs")
                if op == "minui" and v == 0:
                    hits.add("arith.minui.fold.zero-rhs")
                if op == "minui" and v == -1:
                    hits.add("arith.minui.fold.max-rhs")
            elif ty == "i1":
                if op == "cmpi" and ((pred.strip() == "ne" and lit == "false") or
                                     (pred.strip() == "eq" and lit == "true")):
                    hits.add("arith.cmpi.fold.i1-identity")
        if op == "select" and ty == "i1" and len(ops) == 3 and cst[1] and cst[2]:
            a, b = consts[ops[1]][0], consts[ops[2]][0]
            if (a, b) == ("true", "false"):
                hits.add("arith.select.fold.i1-true-false")
            if (a, b) == ("false", "true"):
                hits.add("arith.select.canon.i1-to-not")
    return hits


TEXT_IDS = sorted({f"arith.{o}.fold.const" for o in TEXT_BINARY_CONST if o != "copysign"} |
                  {"math.copysign.fold.const"} |
                  {f"math.{o}.fold.const" for o in TEXT_UNARY_CONST["math"]} |
                  {"arith.uitofp.fold.const", "arith.fptoui.fold.const", "arith.addf.fold.neg-zero",
                   "arith.subf.fold.pos-zero", "arith.maxnumf.fold.nan-rhs", "arith.minnumf.fold.nan-rhs",
                   "arith.maxsi.fold.max-rhs", "arith.minsi.fold.min-rhs", "arith.maxui.fold.max-rhs",
                   "arith.maxui.fold.zero-rhs", "arith.minui.fold.zero-rhs", "arith.minui.fold.max-rhs",
                   "arith.cmpi.fold.i1-identity", "arith.select.fold.i1-true-false",
                   "arith.select.canon.i1-to-not"})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tvfuzz", default="build/bin/tvfuzz")
    ap.add_argument("--count", type=int, default=40000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tsv", action="store_true", help="print id, count, per-10k, verdict as TSV")
    a = ap.parse_args()
    base = [a.tvfuzz, "gen", "--seed", str(a.seed), "--count", str(a.count)]
    text = subprocess.run(base, check=True, capture_output=True, text=True).stdout
    counts = {i: 0 for i in TEXT_IDS}
    for prog in text.split("// -----"):
        for h in text_hits(prog):
            if h in counts:
                counts[h] += 1
    stats = subprocess.run(base + ["--stats"], check=True, capture_output=True, text=True).stdout
    notes = {}
    for line in stats.splitlines():
        f = line.split()
        if len(f) == 2 and "=" in f[0] and f[1].isdigit():
            notes[f[0]] = int(f[1])
    for rid, pats in NOTES.items():
        counts[rid] = sum(n for k, n in notes.items() for p in pats if re.search(p, k))
    for rid in sorted(counts):
        n = counts[rid]
        per = n * 10000.0 / a.count
        verdict = "yes" if per >= 2 else "rarely" if n else "no"
        if a.tsv:
            print(f"{rid}\t{n}\t{per:.1f}\t{verdict}")
        else:
            print(f"{rid:45s} {n:6d} {per:7.1f}/10k  {verdict}")


if __name__ == "__main__":
    sys.exit(main())
