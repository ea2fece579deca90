#!/usr/bin/env bash
# bench/fuzz_feedback.sh: does semantic feedback (fuzz/features.h) help libFuzzer?
#
# Runs fz_target_gen (or TARGET=fz_target_mlir, with its dictionary) twice from the same seeds with the same libFuzzer seed and the same number of
# executions: once with the semantic features published as extra counters (default), once with
# TVFUZZ_NO_FEEDBACK=1 (the engine sees only the edge coverage of tvfuzz's own code). Both runs
# go concurrently, one per core. Then each resulting corpus is replayed once (-runs=0) with the
# same instrument (feedback on) and measured the same way:
#   units / ft / cov     libFuzzer's corpus size, features and edge coverage at the end of the run
#   sem-features         distinct semantic features of the corpus (op kinds, op pairs, changed
#                        passes, introduced op kinds, verdicts, failed passes)
#   verdict-features     distinct (pass, verdict[, stage[, FP classes]]) of the corpus
#   newop-features       distinct (pass, op kind introduced/removed)
#   signatures           distinct finding signatures recorded during the run (TVFUZZ_FINDING=record)
#
#   bash bench/fuzz_feedback.sh            # RUNS=1500, TIME=1500 s cap, SEEDS=8, TIMEOUT_MS=500
#   RUNS=300 SEEDS=4 bash bench/fuzz_feedback.sh
#   EVAL_ONLY=1 OUT=/tmp/tvf-feedback.XXXX bash bench/fuzz_feedback.sh   # re-measure an earlier run
#   TARGET=fz_target_mlir RUNS=3000 bash bench/fuzz_feedback.sh
#   FEEDBACK=lean ...                     # the feedback run uses TVFUZZ_FEEDBACK=lean
# Needs a libFuzzer tree: CC=clang-22 CXX=clang++-22 cmake -S . -B build-fuzz -DTVF_FUZZ=ON.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build-fuzz}
RUNS=${RUNS:-1500}
TIME=${TIME:-1500}
SEED=${SEED:-1}
NSEEDS=${SEEDS:-8}
export TVFUZZ_TIMEOUT_MS=${TIMEOUT_MS:-500}
OUT=${OUT:-$(mktemp -d /tmp/tvf-feedback.XXXXXX)}
TARGET=${TARGET:-fz_target_gen}
target=$BUILD/bin/$TARGET
if [ -z "${NO_BUILD:-}" ]; then # NO_BUILD=1: use the binaries as they are
  cmake --build "$BUILD" --target "$TARGET" "${TARGET}_seed_corpus" -j "$(nproc)" >/dev/null
fi
extra=()
if [ -f "$BUILD/bin/$TARGET.dict" ]; then extra+=(-dict="$BUILD/bin/$TARGET.dict"); fi
[ -x "$target" ] || { echo "no $target: configure $BUILD with -DTVF_FUZZ=ON" >&2; exit 1; }

mkdir -p "$OUT/seeds"
# NSEEDS seeds spread evenly over the sorted corpus (tosa and linalg seeds alike).
total=$(find "$BUILD/fuzz-corpus/$TARGET" -maxdepth 1 -type f | wc -l)
step=$(((total + NSEEDS - 1) / NSEEDS))
find "$BUILD/fuzz-corpus/$TARGET" -maxdepth 1 -type f | sort | awk -v s="$step" 'NR % s == 1 || s == 1' |
  head -n "$NSEEDS" | xargs -I{} cp {} "$OUT/seeds/"

run() { # MODE NO_FEEDBACK
  local d=$OUT/$1
  rm -rf "$d"
  mkdir -p "$d/corpus"
  TVFUZZ_NO_FEEDBACK=$2 TVFUZZ_FEEDBACK=${FEEDBACK:-full} TVFUZZ_FINDING=record TVFUZZ_OUT="$d/store" \
    "$target" -seed="$SEED" -runs="$RUNS" -max_total_time="$TIME" -print_final_stats=1 -artifact_prefix="$d/" \
    "${extra[@]}" "$d/corpus" "$OUT/seeds" >"$d/run.log" 2>&1 || echo "$1: libFuzzer exit status $?" >&2
}

echo "fuzz_feedback: $TARGET, feedback ${FEEDBACK:-full}, $RUNS executions per mode (cap ${TIME}s), libFuzzer -seed=$SEED, $NSEEDS seeds," \
  "solver budget ${TVFUZZ_TIMEOUT_MS} ms, output in $OUT"
if [ -z "${EVAL_ONLY:-}" ]; then # EVAL_ONLY=1 OUT=<dir>: only re-measure an earlier run's corpora
  start=$(date +%s)
  run feedback 0 &
  run nofeedback 1 &
  wait
  echo "fuzzing took $(($(date +%s) - start)) s (both modes concurrently)"
fi

field() { grep -o "tvfuzz-stats:.*" "$1" | tail -n 1 | grep -o " $2=[0-9]*" | cut -d= -f2; }
stat() { sed -n "s/^stat::$2: *\([0-9]*\).*/\1/p" "$1" | tail -n 1; }
last_line() { grep -E "^#[0-9]+[[:space:]]+(DONE|NEW|REDUCE|pulse|INITED)" "$1" | tail -n 1; }
lf() { last_line "$1" | grep -o "$2: [0-9]*" | grep -o "[0-9]*$"; }

for m in feedback nofeedback; do
  d=$OUT/$m
  # Replay the final corpus (plus seeds) with the same instrument: feedback on, no new units.
  rm -rf "$d/eval-empty" "$d/eval-store"
  mkdir -p "$d/eval-empty"
  TVFUZZ_NO_FEEDBACK=0 TVFUZZ_FINDING=record TVFUZZ_OUT="$d/eval-store" "$target" -runs=0 \
    -artifact_prefix="$d/" "$d/eval-empty" "$d/corpus" "$OUT/seeds" >"$d/eval.log" 2>&1 || true
done

printf "\n%-34s %14s %14s\n" "" "feedback" "no feedback"
row() { printf "%-34s %14s %14s\n" "$1" "$2" "$3"; }
F=$OUT/feedback N=$OUT/nofeedback
row "executions" "$(stat "$F/run.log" number_of_executed_units)" "$(stat "$N/run.log" number_of_executed_units)"
row "exec/s" "$(stat "$F/run.log" average_exec_per_sec)" "$(stat "$N/run.log" average_exec_per_sec)"
row "corpus units (libFuzzer corp)" "$(lf "$F/run.log" corp)" "$(lf "$N/run.log" corp)"
row "new units added" "$(stat "$F/run.log" new_units_added)" "$(stat "$N/run.log" new_units_added)"
row "libFuzzer ft (own metric)" "$(lf "$F/run.log" ft)" "$(lf "$N/run.log" ft)"
row "edge cov of tvfuzz code" "$(lf "$F/run.log" cov)" "$(lf "$N/run.log" cov)"
echo "-- during the run (all executed inputs) --"
for k in sem-features op pair changed newop verdict step; do
  row "unique $k features" "$(field "$F/run.log" $k)" "$(field "$N/run.log" $k)"
done
for k in pairs correct miscompile inconclusive timeout unsupported pass-failures invalid-ir; do
  row "$k" "$(field "$F/run.log" $k)" "$(field "$N/run.log" $k)"
done
row "finding signatures (store)" "$(sqlite3 "$F/store/findings.db" 'SELECT COUNT(*) FROM findings;')" \
  "$(sqlite3 "$N/store/findings.db" 'SELECT COUNT(*) FROM findings;')"
echo "-- final corpus replayed with the same instrument --"
row "corpus files" "$(find "$F/corpus" -type f | wc -l)" "$(find "$N/corpus" -type f | wc -l)"
for k in sem-features op pair changed newop verdict step; do
  row "unique $k features" "$(field "$F/eval.log" $k)" "$(field "$N/eval.log" $k)"
done
row "libFuzzer ft on replay" "$(lf "$F/eval.log" ft)" "$(lf "$N/eval.log" ft)"
