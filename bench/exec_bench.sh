#!/usr/bin/env bash
# bench/exec_bench.sh: figures of the execution oracle (exec/exec.h) on the
# seed corpus: compile time (fixed lowering + JIT) and run time per program,
# and checked programs / input executions per second on one process (one
# core: the parent and its child alternate).
# usage: bench/exec_bench.sh [TVFUZZ] [PRESET]   (defaults: build/bin/tvfuzz, tosa-lowering)
set -euo pipefail
cd "$(dirname "$0")/.."
TVFUZZ=${1:-build/bin/tvfuzz}
PRESET=${2-tosa-lowering}
SEEDS=(seeds/tosa/*.mlir seeds/linalg/*.mlir)
INPUTS=40
out=$(mktemp)
trap 'rm -f "$out"' EXIT
t0=$(date +%s.%N)
"$TVFUZZ" exec --quiet --no-bisect --inputs $INPUTS --preset "$PRESET" "${SEEDS[@]}" > "$out" || true
t1=$(date +%s.%N)
python3 - "$out" "$t0" "$t1" "${#SEEDS[@]}" "$INPUTS" "$PRESET" <<'PY'
import re, statistics, sys
path, t0, t1, n, inputs, preset = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
comp, run, kinds = [], [], {}
for line in open(path):
    m = re.search(r"^\S+: (\S+?)(?::.*)? \(compile (\d+) ms, run ([\d.]+) ms\)", line)
    if not m: continue
    kinds[m.group(1)] = kinds.get(m.group(1), 0) + 1
    comp.append(float(m.group(2))); run.append(float(m.group(3)))
wall = t1 - t0
print(f"execution oracle on {n} seeds, pipeline {preset or 'none (the seed itself)'}, {inputs} inputs each (one process)")
print(f"  outcomes: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
print(f"  compile (fixed lowering + JIT, -O2) ms/program: mean {statistics.mean(comp):.1f}, median {statistics.median(comp):.1f}, max {max(comp):.1f}")
print(f"  run ms/program ({inputs} inputs): mean {statistics.mean(run):.3f}, median {statistics.median(run):.3f}, max {max(run):.3f}")
print(f"  wall {wall:.2f} s (pipeline, interpreter, fork, compile, run, compare): {n / wall:.1f} programs/s, {n * inputs / wall:.0f} input executions/s per core")
PY
