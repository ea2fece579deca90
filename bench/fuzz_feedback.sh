#!/usr/bin/env bash
# bench/fuzz_feedback.sh: does semantic feedback (fuzz/engines/features.h) help libFuzzer?
#
# Runs fz_target_gen (or TARGET=fz_target_mlir, with its dictionary) twice from the same seeds with
# the same libFuzzer seed and the same number of executions: once with the semantic features
# published as extra counters (default), once with TVFUZZ_NO_FEEDBACK=1 (the engine sees only the
# edge coverage of tvfuzz's own code). Both runs go concurrently, one per core. Then each resulting
# corpus is replayed once (-runs=0) with the same instrument (feedback on) and measured the same way:
#   units / ft / cov     libFuzzer's corpus size, features and edge coverage at the end of the run
#   sem-features         distinct semantic features of the corpus (op kinds, op pairs, changed
#                        passes, introduced op kinds, verdicts, failed passes)
#   verdict-features     distinct (pass, verdict[, stage[, FP classes]]) of the corpus
#   newop-features       distinct (pass, op kind introduced/removed)
#   signatures           distinct finding signatures recorded during the run (TVFUZZ_FINDING=record)
#                        and when replaying the final corpus
#
# One pair of runs is one sample; run-to-run noise is as large as the effect measured, so
# REPEAT=N runs N pairs one after the other with libFuzzer seeds SEED, SEED+1, ... (the same seed
# for both modes of a pair) and prints per mode the mean and min-max of every metric over the N
# samples, and the ratio of the means (feedback / none). Raw values: $OUT/metrics.tsv.
#
#   bash bench/fuzz_feedback.sh            # RUNS=1500, TIME=1500 s cap, SEEDS=8, TIMEOUT_MS=500
#   RUNS=300 SEEDS=4 bash bench/fuzz_feedback.sh
#   EVAL_ONLY=1 OUT=/tmp/tvf-feedback.XXXX bash bench/fuzz_feedback.sh   # re-measure an earlier run
#   TARGET=fz_target_mlir RUNS=3000 bash bench/fuzz_feedback.sh
#   FEEDBACK=lean ...                     # the feedback run uses TVFUZZ_FEEDBACK=lean
#   TVFUZZ_VALIDATE=0 REPEAT=3 RUNS=20000 TIME=300 bash bench/fuzz_feedback.sh
#                                         # no translation validation (30-50x more exec/s),
#                                         # 3 pairs of runs; the replay does not validate either
#                                         # unless EVAL_VALIDATE=1 (then verdicts are measured too)
#   RESUME=0 ...                          # stop a mode at its first crash instead of resuming
# Needs a libFuzzer tree: CC=clang-22 CXX=clang++-22 cmake -S . -B build-fuzz -DTVF_FUZZ=ON.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build-fuzz}
RUNS=${RUNS:-1500}
TIME=${TIME:-1500}
SEED=${SEED:-1}
NSEEDS=${SEEDS:-8}
REPEAT=${REPEAT:-1}
export TVFUZZ_TIMEOUT_MS=${TIMEOUT_MS:-500}
VALIDATE=${VALIDATE:-${TVFUZZ_VALIDATE:-1}}
EVAL_VALIDATE=${EVAL_VALIDATE:-$VALIDATE}
unset TVFUZZ_VALIDATE # set per command below
OUT=${OUT:-$(mktemp -d /tmp/tvf-feedback.XXXXXX)}
TARGET=${TARGET:-fz_target_gen}
target=$BUILD/bin/$TARGET
if [ -z "${NO_BUILD:-}" ]; then # NO_BUILD=1: use the binaries as they are
  cmake --build "$BUILD" --target "$TARGET" "${TARGET}_seed_corpus" -j "$(nproc)" >/dev/null
fi
extra=()
if [ -f "$BUILD/bin/$TARGET.dict" ]; then extra+=(-dict="$BUILD/bin/$TARGET.dict"); fi
[ -x "$target" ] || { echo "no $target: configure $BUILD with -DTVF_FUZZ=ON" >&2; exit 1; }
[ "$REPEAT" -ge 1 ] || { echo "REPEAT must be >= 1" >&2; exit 1; }

mkdir -p "$OUT/seeds"
# NSEEDS seeds spread evenly over the sorted corpus (tosa and linalg seeds alike).
total=$(find "$BUILD/fuzz-corpus/$TARGET" -maxdepth 1 -type f | wc -l)
step=$(((total + NSEEDS - 1) / NSEEDS))
find "$BUILD/fuzz-corpus/$TARGET" -maxdepth 1 -type f | sort | awk -v s="$step" 'NR % s == 1 || s == 1' |
  head -n "$NSEEDS" | xargs -I{} cp {} "$OUT/seeds/"

# Directory of repetition $1. A single pair keeps the old layout ($OUT/feedback, $OUT/nofeedback),
# so EVAL_ONLY still re-measures the output of earlier versions of this script.
repdir() { if [ "$REPEAT" = 1 ]; then echo "$OUT"; else echo "$OUT/r$1"; fi; }

# One mode of one pair. An MLIR crash stops libFuzzer; a run that stopped after 4000 of 20000
# executions would compare corpora of different budgets, so (unless RESUME=0) the run is resumed
# from its corpus with the next libFuzzer seed (SEED+1000, +2000, ...: the same sequence in both
# modes) until RUNS executions (not counting the reload of the corpus) or TIME seconds in total.
# Segment k logs to run.log (k = 1) or run.log.k; crash files stay in the mode's directory.
run() { # DIR MODE NO_FEEDBACK LIBFUZZER_SEED
  local d=$1/$2
  rm -rf "$d"
  mkdir -p "$d/corpus"
  local t0 k=1 done_=0 log runs left units inited rc
  t0=$(date +%s)
  : >"$d/segments"
  while :; do
    log=$d/run.log
    [ $k = 1 ] || log=$d/run.log.$k
    runs=$((RUNS - done_))
    # libFuzzer's -runs also counts loading the corpus: give a resumed segment that on top.
    [ $k = 1 ] || runs=$((runs + $(find "$d/corpus" "$OUT/seeds" -type f | wc -l)))
    left=$((TIME - ($(date +%s) - t0)))
    rc=0
    TVFUZZ_NO_FEEDBACK=$3 TVFUZZ_FEEDBACK=${FEEDBACK:-full} TVFUZZ_VALIDATE=$VALIDATE TVFUZZ_FINDING=record \
      TVFUZZ_OUT="$d/store" "$target" -seed=$(($4 + 1000 * (k - 1))) -runs="$runs" -max_total_time="$left" \
      -print_final_stats=1 -artifact_prefix="$d/" "${extra[@]}" "$d/corpus" "$OUT/seeds" >"$log" 2>&1 || rc=$?
    units=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)
    inited=$(sed -n 's/^#\([0-9]*\)[[:space:]]*INITED.*/\1/p' "$log" | tail -n 1)
    # The first segment's budget includes loading the seeds (as before); a resumed one's does not.
    if [ $k = 1 ]; then done_=$((done_ + ${units:-0})); else done_=$((done_ + ${units:-0} - ${inited:-0})); fi
    echo "$k $rc $done_" >>"$d/segments" # segment, exit status, executions so far
    [ "$rc" != 0 ] || break
    echo "$2 (seed $4, segment $k): libFuzzer exit status $rc after $done_ executions" >&2
    [ "${RESUME:-1}" != 0 ] || break
    # Only a saved crash/timeout/OOM input is a reason to go on; anything else would repeat.
    grep -qE "^artifact_prefix=|Test unit written to" "$log" || break
    if [ "$done_" -ge "$RUNS" ] || [ $(($(date +%s) - t0)) -ge "$TIME" ]; then break; fi
    k=$((k + 1))
  done
  echo $(($(date +%s) - t0)) >"$d/seconds"
}

# Replay the final corpus (plus seeds) with the same instrument: feedback on, no new units.
replay() { # DIR MODE
  local d=$1/$2
  rm -rf "$d/eval-empty" "$d/eval-store"
  mkdir -p "$d/eval-empty"
  TVFUZZ_NO_FEEDBACK=0 TVFUZZ_VALIDATE=$EVAL_VALIDATE TVFUZZ_FINDING=record TVFUZZ_OUT="$d/eval-store" \
    "$target" -runs=0 -artifact_prefix="$d/" "$d/eval-empty" "$d/corpus" "$OUT/seeds" >"$d/eval.log" 2>&1 ||
    true
}

echo "fuzz_feedback: $TARGET, feedback ${FEEDBACK:-full}, $RUNS executions per mode (cap ${TIME}s)," \
  "libFuzzer -seed=$SEED..$((SEED + REPEAT - 1)) ($REPEAT pair(s)), $NSEEDS seeds, validation" \
  "$([ "$VALIDATE" = 0 ] && echo off || echo on) (replay: $([ "$EVAL_VALIDATE" = 0 ] && echo off || echo on))," \
  "solver budget ${TVFUZZ_TIMEOUT_MS} ms, output in $OUT"
for i in $(seq 1 "$REPEAT"); do
  r=$(repdir "$i")
  mkdir -p "$r"
  if [ -z "${EVAL_ONLY:-}" ]; then # EVAL_ONLY=1 OUT=<dir>: only re-measure an earlier run's corpora
    start=$(date +%s)
    run "$r" feedback 0 $((SEED + i - 1)) &
    run "$r" nofeedback 1 $((SEED + i - 1)) &
    wait
    echo "pair $i (-seed=$((SEED + i - 1))): fuzzing took $(($(date +%s) - start)) s (both modes concurrently)," \
      "load: $(uptime | sed 's/.*load average: //')"
  fi
  replay "$r" feedback &
  replay "$r" nofeedback &
  wait
done

field() { grep -o "tvfuzz-stats:.*" "$1" | tail -n 1 | grep -o " $2=[0-9]*" | cut -d= -f2; }
stat() { sed -n "s/^stat::$2: *\([0-9]*\).*/\1/p" "$1" | tail -n 1; }
last_line() { grep -E "^#[0-9]+[[:space:]]+(DONE|NEW|REDUCE|pulse|INITED)" "$1" | tail -n 1; }
lf() { last_line "$1" | grep -o "$2: [0-9]*" | grep -o "[0-9]*$"; }
sigs() { if [ -f "$1" ]; then sqlite3 "$1" 'SELECT COUNT(*) FROM findings;'; fi; }

# Run logs of a mode, in segment order, and the last one (the whole corpus: a resumed segment
# reloads it).
seglogs() {
  local k=2
  if [ -f "$1/run.log" ]; then echo "$1/run.log"; fi
  while [ -f "$1/run.log.$k" ]; do
    echo "$1/run.log.$k"
    k=$((k + 1))
  done
}
lastlog() { seglogs "$1" | tail -n 1; }
# A counter of the harness (fsum) or a libFuzzer final statistic (ssum) summed over the segments.
fsum() { # DIR KEY
  local l s=0 v
  for l in $(seglogs "$1"); do
    v=$(field "$l" "$2")
    s=$((s + ${v:-0}))
  done
  echo $s
}
ssum() { # DIR STAT
  local l s=0 v
  for l in $(seglogs "$1"); do
    v=$(stat "$l" "$2")
    s=$((s + ${v:-0}))
  done
  echo $s
}
# Distinct crash sites: the innermost frame (module+offset) of every saved crash.
crash_sites() {
  local l
  for l in $(seglogs "$1"); do
    grep -m1 -E "^ *#0 0x" "$l" | grep -o "[^/( ]*+0x[0-9a-f]*" | tail -n 1
  done | sort -u | grep -c . || true
}

# Every metric of one run directory as "key<TAB>label<TAB>value" lines, in table order. Keys
# starting with "h-" are headings.
metrics() { # DIR
  local d=$1 k last nseg segs first execs
  last=$(lastlog "$d")
  nseg=$(seglogs "$d" | wc -l)
  segs=$d/segments
  m() { printf "%s\t%s\t%s\n" "$1" "$2" "${3:-}"; }
  if [ -s "$segs" ]; then
    execs=$(tail -n 1 "$segs" | cut -d' ' -f3)
    # executions when the first crash happened (empty: no crash)
    first=$(awk '$2 != 0 { print $3; exit }' "$segs")
  else # output of an earlier version of this script
    execs=$(stat "$d/run.log" number_of_executed_units)
    first=
  fi
  m wall "wall time of the run (s)" "$(cat "$d/seconds" 2>/dev/null)"
  m execs "executions (without corpus reloads)" "$execs"
  [ -z "$execs" ] || [ ! -s "$d/seconds" ] ||
    m eps "exec/s" "$(awk -v e="$execs" -v s="$(cat "$d/seconds")" 'BEGIN { if (s > 0) printf "%d", e / s }')"
  m segs "libFuzzer processes (1 + resumes)" "$nseg"
  m crashes "crash/timeout inputs saved" "$(find "$d" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \) | wc -l)"
  m sites "distinct crash sites (frame #0)" "$(crash_sites "$d")"
  m first "executions to the first crash" "$first"
  m corp "corpus units (libFuzzer corp)" "$(lf "$last" corp)"
  m new "new units added" "$(ssum "$d" new_units_added)"
  m ft "libFuzzer ft (own metric)" "$(lf "$last" ft)"
  m cov "edge cov of tvfuzz code" "$(lf "$last" cov)"
  m h-run "-- during the run (all executed inputs; per process, so only for runs never resumed) --"
  for k in sem-features op pair changed newop verdict step; do
    m "run-$k" "unique $k features" "$([ "$nseg" = 1 ] && field "$d/run.log" $k)"
  done
  for k in pairs unvalidated correct miscompile inconclusive timeout unsupported pass-failures invalid-ir; do
    m "run-$k" "$k" "$(fsum "$d" $k)"
  done
  m run-sigs "finding signatures (store)" "$(sigs "$d/store/findings.db")"
  m h-eval "-- final corpus replayed with the same instrument --"
  m files "corpus files" "$(find "$d/corpus" -type f | wc -l)"
  for k in sem-features op pair changed newop verdict step; do
    m "eval-$k" "unique $k features" "$(field "$d/eval.log" $k)"
  done
  m eval-ft "libFuzzer ft on replay" "$(lf "$d/eval.log" ft)"
  m eval-cov "edge cov on replay" "$(lf "$d/eval.log" cov)"
  m eval-sigs "finding signatures on replay" "$(sigs "$d/eval-store/findings.db")"
}

printf "mode\trep\tkey\tlabel\tvalue\n" >"$OUT/metrics.tsv"
for i in $(seq 1 "$REPEAT"); do
  r=$(repdir "$i")
  metrics "$r/feedback" | sed "s/^/feedback\t$i\t/" >>"$OUT/metrics.tsv"
  metrics "$r/nofeedback" | sed "s/^/none\t$i\t/" >>"$OUT/metrics.tsv"
done

# One row per metric. One pair: the two values. Several: mean [min-max] per mode and the ratio of
# the means (feedback / none); "-" where the metric is missing (e.g. a run that crashed).
awk -F'\t' -v n="$REPEAT" '
  NR == 1 { next }
  {
    if (!($3 in seen)) { seen[$3] = 1; order[++nk] = $3; label[$3] = $4 }
    if ($3 ~ /^h-/) next
    k = $3 SUBSEP $1
    if ($5 == "") { missing[k] = 1; next }
    v = $5 + 0
    cnt[k]++; sum[k] += v
    if (!(k in lo) || v < lo[k]) lo[k] = v
    if (!(k in hi) || v > hi[k]) hi[k] = v
    vals[k] = vals[k] (vals[k] == "" ? "" : " ") $5
  }
  function mean(k) { return cnt[k] ? sum[k] / cnt[k] : "" }
  function cell(k) {
    if (!cnt[k]) return "-"
    if (n == 1) return sprintf("%s", vals[k])
    return sprintf("%.6g [%s-%s]", mean(k), lo[k], hi[k]) (cnt[k] < n ? "*" : "")
  }
  END {
    if (n == 1) printf "\n%-34s %14s %14s\n", "", "feedback", "no feedback"
    else printf "\n%-34s %24s %24s %8s\n", "mean [min-max] over " n " pairs", "feedback", "no feedback", "fb/none"
    for (i = 1; i <= nk; i++) {
      key = order[i]; f = key SUBSEP "feedback"; o = key SUBSEP "none"
      if (key ~ /^h-/) { print label[key]; continue }
      if (n == 1) printf "%-34s %14s %14s\n", label[key], cell(f), cell(o)
      else {
        ratio = (cnt[f] && cnt[o] && mean(o) > 0) ? sprintf("%.2f", mean(f) / mean(o)) : "-"
        printf "%-34s %24s %24s %8s\n", label[key], cell(f), cell(o), ratio
      }
    }
    if (n > 1) print "(* = missing in some runs; raw values per run in metrics.tsv)"
  }' "$OUT/metrics.tsv"
