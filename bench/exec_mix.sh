#!/usr/bin/env bash
# bench/exec_mix.sh: the campaign mix of the execution oracle (issue #16 item
# 4; docs/BENCHMARKS.md "Execution oracle (issue 16)").
#
#  A  the default campaign (every preset, validator on, -j 1, --seed 1) for
#     SECONDS at each exec share: programs/s, pairs/s, exec runs/s,
#     signatures; CPU seconds of the whole process tree (the machine is
#     shared: CPU time per program moves less with the load than wall time).
#  B  the planted llvm.fsub swap (bench_exec_mix: one more pipeline in the
#     mix, tosa-lowering + the fixed lowering + the plant, which only
#     execution can see): (B1) programs until it is first recorded, at
#     each share, on the default generator without the validator (program i
#     is seed 1 + i and the exec selection is a hash of the seed, so this
#     count does not depend on the load or on validation); (B2) seconds
#     until it is first recorded with the validator on, on programs made of
#     sub/add/mul/abs/maximum (the op set of tests/campaign exec), so that
#     most programs of the planted pipeline have an llvm.fsub.
# usage: bench/exec_mix.sh [BUILD_BIN_DIR] [SECONDS] [OUT]   (defaults: build/bin, 240, /tmp/tvfuzz-exec-mix)
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-build/bin}
SECONDS_PER_RUN=${2:-240}
OUT=${3:-/tmp/tvfuzz-exec-mix}
SHARES=${SHARES-0 0.1 0.25 0.5 1}
mkdir -p "$OUT"
log="$OUT/results.txt"
note() { echo "$*" | tee -a "$log"; }
note "# exec mix $(date -u +%FT%TZ) $(git rev-parse --short HEAD) nproc=$(nproc)"
for s in $SHARES; do # SHARES='' skips part A
  d="$OUT/A-$s"
  rm -rf "$d"
  l0=$(cut -d' ' -f1 /proc/loadavg)
  /usr/bin/time -q -f "cpu_user=%U cpu_sys=%S" -o "$OUT/A-$s.time" \
    "$BIN/tvfuzz" fuzz --time "$SECONDS_PER_RUN" -j 1 --seed 1 --exec-share "$s" --quiet --out "$d" > "$OUT/A-$s.txt" 2>&1
  l1=$(cut -d' ' -f1 /proc/loadavg)
  sum=$(grep -E '^== campaign summary' "$OUT/A-$s.txt")
  ex=$(grep -E '^execution oracle' "$OUT/A-$s.txt")
  sig=$(sqlite3 "$d/findings.db" "SELECT COUNT(*) FROM findings")
  xsig=$(sqlite3 "$d/findings.db" "SELECT COUNT(*) FROM findings WHERE kind LIKE 'exec-%'")
  note "A share=$s load=$l0->$l1 $(cat "$OUT/A-$s.time") signatures=$sig exec_signatures=$xsig | $sum | $ex"
done
for s in ${B1_SHARES-0.1 0.25 0.5 1}; do
  d="$OUT/B1-$s"
  rm -rf "$d"
  note "B1 $("$BIN/bench_exec_mix" --share "$s" --iterations "${B1_ITERATIONS:-2000}" --seed 1 --no-validate --out "$d" 2>/dev/null)"
done
for s in ${B2_SHARES-0.1 0.25 0.5 1}; do
  d="$OUT/B2-$s"
  rm -rf "$d"
  l0=$(cut -d' ' -f1 /proc/loadavg)
  note "B2 load=$l0 $("$BIN/bench_exec_mix" --share "$s" --time "${B2_SECONDS:-180}" --seed 1 --ops sub,add,mul,abs,maximum --out "$d" 2>/dev/null)"
done
