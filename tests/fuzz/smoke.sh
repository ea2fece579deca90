#!/usr/bin/env bash
# tests/fuzz/smoke.sh: the fuzz-smoke checks of tests/fuzz/CMakeLists.txt, one mode per test.
#
#   smoke.sh seeds    TARGET CORPUS                run the seed corpus once (-runs=0)
#   smoke.sh bounded  TARGET CORPUS RUNS SECONDS   a short fuzzing run (-runs / -max_total_time) from
#                                                  the first 8 seeds (with TVFUZZ_VALIDATE=0 in the
#                                                  environment: also checks that nothing was validated)
#   smoke.sh planted  TARGET INPUT                 planted miscompile: traps, then is recorded
#   smoke.sh fork     TARGET CORPUS SECONDS        libFuzzer -fork=2, two workers, one store
#   smoke.sh afl      TARGET CORPUS SO KIND N S    afl-fuzz -E N -V S with the custom mutator
#   smoke.sh aflmulti TARGET CORPUS SO KIND S      afl-fuzz -M + -S, one store
#
# Every mode asserts real outcomes (exit status, executions > 0 parsed from the engine's and the
# harness's own statistics, rows in the store) and fails on an empty run. Prints the figures
# (executions, exec/s) it parsed. Exit 0 = pass. seeds/bounded run in TVFUZZ_FINDING=record mode: MLIR
# bugs the seeds or mutants hit are real findings, counted and recorded, not smoke-test failures (the
# trap path is covered by the planted test).
set -u
mode=${1:?mode}
shift
work=$(mktemp -d "${TMPDIR:-/tmp}/tvf-smoke.XXXXXX")
trap 'rm -rf "$work"' EXIT
log=$work/log
# Short solver budget: the smoke tests check the machinery, not the verdicts.
export TVFUZZ_TIMEOUT_MS=${TVFUZZ_TIMEOUT_MS:-300}

fail() {
  echo "--- last 40 lines of the run ---"
  tail -n 40 "$log" 2>/dev/null
  echo "FAIL: $*"
  exit 1
}

# libFuzzer final statistic (-print_final_stats=1).
lf_stat() { sed -n "s/^stat::$1: *\([0-9]*\).*/\1/p" "$log" | tail -n 1; }
# Sum of a counter over every "tvfuzz-stats:" line of the log.
tvf_stat() {
  grep -o "tvfuzz-stats:.*" "$log" | grep -o " $1=[0-9]*" | cut -d= -f2 | awk '{s += $1} END {print s + 0}'
}
count_files() { find "$1" -maxdepth 1 -type f | wc -l; }
afl_stat() { sed -n "s/^$2 *: *\([0-9.]*\).*/\1/p" "$1/fuzzer_stats" | tail -n 1; }

# A crash whose innermost frame (below libFuzzer's and libc's signal frames) is inside libMLIR or
# libLLVM, reached through the harness: an upstream MLIR bug that fuzzing found (e.g. the
# linalg.reduce parser crash on `dimensions = 1]`), not a harness failure. The input is copied to
# $TVF_SMOKE_FINDINGS (default ./fuzz-findings, i.e. under the build tree) so it is not lost.
upstream_crash() { # ARTIFACT_DIR
  grep -q "LLVMFuzzerTestOneInput" "$log" || return 1
  local top
  top=$(grep -E "^ *#[0-9]+ " "$log" | grep -vE "__sanitizer_print_stack_trace|fuzzer::|libc\.so|__restore_rt" |
    head -n 1)
  case "$top" in *libMLIR.so* | *libLLVM.so*) ;; *) return 1 ;; esac
  local dest=${TVF_SMOKE_FINDINGS:-$PWD/fuzz-findings}
  mkdir -p "$dest"
  cp "$1"/crash-* "$dest/" 2>/dev/null
  echo "NOTE: the run found an MLIR crash (innermost frame: $(echo "$top" | sed 's/^ *//' | cut -c1-100));" \
    "input saved in $dest"
  return 0
}

check_store() { # DIR MIN_WORKERS
  local db=$1/findings.db
  [ -f "$db" ] || fail "no store at $db"
  local ic
  ic=$(sqlite3 "$db" "PRAGMA integrity_check;") || fail "sqlite3 cannot read $db"
  [ "$ic" = ok ] || fail "integrity_check: $ic"
  local workers rows dups missing
  workers=$(sqlite3 "$db" "SELECT COUNT(DISTINCT worker) FROM stats WHERE executions > 0;")
  rows=$(sqlite3 "$db" "SELECT COUNT(*) FROM findings;")
  dups=$(sqlite3 "$db" "SELECT COUNT(*) - COUNT(DISTINCT signature) FROM findings;")
  [ "$dups" = 0 ] || fail "duplicate signatures in findings"
  missing=0
  for d in $(sqlite3 "$db" "SELECT dir FROM findings;"); do [ -f "$d/program.mlir" ] || missing=$((missing + 1)); done
  [ "$missing" = 0 ] || fail "$missing finding directories without program.mlir"
  echo "store: integrity ok, $workers workers with statistics rows, $rows findings" \
    "($(sqlite3 "$db" "SELECT COUNT(DISTINCT worker) FROM findings;") workers)"
  [ "$workers" -ge "$2" ] || fail "statistics rows from $workers workers, expected >= $2"
}

case "$mode" in
seeds)
  target=$1 corpus=$2
  n=$(count_files "$corpus")
  [ "$n" -gt 0 ] || fail "empty seed corpus $corpus"
  mkdir "$work/corpus"
  TVFUZZ_FINDING=record TVFUZZ_OUT="$work/store" "$target" -runs=0 -print_final_stats=1 "$work/corpus" "$corpus" \
    >"$log" 2>&1
  rc=$?
  [ $rc = 0 ] || fail "exit status $rc"
  units=$(lf_stat number_of_executed_units)
  execs=$(tvf_stat execs) pairs=$(tvf_stat pairs) rejected=$(tvf_stat rejected)
  echo "seeds: $n files, libFuzzer units $units, programs run $execs, rejected $rejected, pairs validated" \
    "$pairs, findings recorded $(tvf_stat findings)"
  grep -o "tvfuzz-stats:.*" "$log"
  [ "${units:-0}" -ge "$n" ] || fail "executed $units units for $n seeds"
  [ "$execs" -gt 0 ] || fail "no program reached the pipeline"
  [ "$pairs" -gt 0 ] || fail "no pair was validated"
  if [ -n "${TVFUZZ_RECYCLE:-}" ] && [ "$TVFUZZ_RECYCLE" -gt 0 ] && [ "$execs" -ge "$TVFUZZ_RECYCLE" ]; then
    recycles=$(tvf_stat recycles)
    echo "MLIR session rebuilt $recycles times (TVFUZZ_RECYCLE=$TVFUZZ_RECYCLE)"
    [ "$recycles" -gt 0 ] || fail "TVFUZZ_RECYCLE=$TVFUZZ_RECYCLE but the session was never rebuilt"
  fi
  ;;
bounded)
  target=$1 corpus=$2 runs=$3 secs=$4
  mkdir "$work/corpus" "$work/seeds"
  find "$corpus" -maxdepth 1 -type f | sort | head -n 8 | xargs -I{} cp {} "$work/seeds/"
  n=$(count_files "$work/seeds")
  mkdir "$work/art"
  start=$(date +%s.%N)
  TVFUZZ_FINDING=record TVFUZZ_OUT="$work/store" "$target" -runs="$runs" -max_total_time="$secs" -seed=1 \
    -print_final_stats=1 -artifact_prefix="$work/art/" "$work/corpus" "$work/seeds" >"$log" 2>&1
  rc=$?
  end=$(date +%s.%N)
  units=$(lf_stat number_of_executed_units)
  if [ $rc != 0 ]; then
    upstream_crash "$work/art" || fail "exit status $rc"
    units=$(sed -n 's/^#\([0-9]*\).*/\1/p' "$log" | tail -n 1) # no final statistics after a crash
  fi
  execs=$(tvf_stat execs) pairs=$(tvf_stat pairs)
  rate=$(awk -v u="${units:-0}" -v s="$start" -v e="$end" 'BEGIN {printf "%.1f", u / (e - s)}')
  echo "bounded: $units executions in $(awk -v s="$start" -v e="$end" 'BEGIN {printf "%.1f", e - s}') s" \
    "($rate exec/s), programs run $execs, pairs $pairs, new corpus units $(count_files "$work/corpus")," \
    "findings recorded $(tvf_stat findings)"
  grep -o "tvfuzz-stats:.*" "$log"
  [ "${units:-0}" -gt "$n" ] || fail "only $units executions for $n seeds: no mutated input ran"
  [ $rc != 0 ] || [ "$execs" -gt 0 ] || fail "no program reached the pipeline"
  if [ "${TVFUZZ_VALIDATE:-1}" = 0 ] && [ $rc = 0 ]; then
    # Validation off: passes still run and pairs are still built, the validator is never called.
    unvalidated=$(tvf_stat unvalidated)
    grep -q "tvfuzz-stats:.* validate=off" "$log" || fail "TVFUZZ_VALIDATE=0 but the harness reports validate=on"
    [ "$pairs" = 0 ] || fail "TVFUZZ_VALIDATE=0 but $pairs pairs were validated"
    [ "$unvalidated" -gt 0 ] || fail "TVFUZZ_VALIDATE=0 and no changed pass was seen"
    echo "validation off: $unvalidated changed passes, none validated"
  fi
  ;;
planted)
  target=$1 input=$2
  mkdir "$work/corpus" "$work/art"
  cp "$input" "$work/corpus/"
  # A full solver budget: the planted bug must be confirmed (miscompile), not left inconclusive.
  export TVFUZZ_TIMEOUT_MS=10000
  TVFUZZ_PRESETS=tosa-lowering "$target" -runs=0 -artifact_prefix="$work/art/" "$work/corpus" >"$log" 2>&1
  rc=$?
  [ $rc != 0 ] || fail "a planted miscompile did not trap"
  grep -q "==tvfuzz== MISCOMPILE in pass 'test-addf-to-mulf'" "$log" || fail "no miscompile report"
  grep -q "deadly signal" "$log" || fail "libFuzzer did not report the trap"
  ls "$work/art"/crash-* >/dev/null 2>&1 || fail "libFuzzer saved no crash file"
  echo "trap mode: exit $rc, report printed, crash file $(basename "$(ls "$work/art"/crash-* | head -n 1)")"
  TVFUZZ_PRESETS=tosa-lowering TVFUZZ_FINDING=record TVFUZZ_OUT="$work/store" \
    "$target" -runs=0 "$work/corpus" >"$log" 2>&1
  rc=$?
  [ $rc = 0 ] || fail "record mode: exit status $rc"
  n=$(sqlite3 "$work/store/findings.db" \
    "SELECT COUNT(*) FROM findings WHERE kind = 'miscompile' AND pass = 'test-addf-to-mulf';")
  [ "${n:-0}" -ge 1 ] || fail "record mode: no miscompile row in the store"
  dir=$(sqlite3 "$work/store/findings.db" "SELECT dir FROM findings WHERE kind = 'miscompile' LIMIT 1;")
  [ -s "$dir/pair.srctgt.mlir" ] || fail "record mode: no pair file in $dir"
  echo "record mode: exit 0, $n miscompile row(s), pair file $(basename "$dir")/pair.srctgt.mlir"
  check_store "$work/store" 1
  ;;
fork)
  target=$1 corpus=$2 secs=$3
  mkdir "$work/corpus" "$work/seeds"
  find "$corpus" -maxdepth 1 -type f | sort | head -n 8 | xargs -I{} cp {} "$work/seeds/"
  TVFUZZ_FINDING=record TVFUZZ_OUT="$work/store" "$target" -fork=2 -ignore_crashes=1 -ignore_timeouts=1 \
    -ignore_ooms=1 -max_total_time="$secs" -seed=1 "$work/corpus" "$work/seeds" >"$log" 2>&1
  rc=$?
  [ $rc = 0 ] || fail "exit status $rc"
  execs=$(sed -n 's/.*#\([0-9]*\):.*exec\/s.*/\1/p' "$log" | tail -n 1)
  echo "fork: -fork=2 ran, last reported execution count ${execs:-?}"
  check_store "$work/store" 2
  ;;
afl)
  target=$1 corpus=$2 so=$3 kind=$4 execs=$5 secs=$6
  mkdir "$work/in"
  # The first 8 seeds keep AFL++'s calibration short; no trimming, so the budget goes to mutations.
  find "$corpus" -maxdepth 1 -type f | sort | head -n 8 | xargs -I{} cp {} "$work/in/"
  n=$(count_files "$work/in")
  AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1 AFL_NO_AFFINITY=1 AFL_FAST_CAL=1 \
    AFL_DISABLE_TRIM=1 AFL_CUSTOM_MUTATOR_LIBRARY="$so" TVFUZZ_MUTATOR_KIND="$kind" \
    TVFUZZ_FINDING=record TVFUZZ_OUT="$work/store" \
    timeout 300 afl-fuzz -i "$work/in" -o "$work/out" -m none -t 60000+ -E "$execs" -V "$secs" -- "$target" \
    >"$log" 2>&1
  rc=$?
  [ $rc = 0 ] || fail "afl-fuzz exit status $rc"
  st=$work/out/default
  [ -f "$st/fuzzer_stats" ] || fail "no fuzzer_stats"
  done_=$(afl_stat "$st" execs_done)
  grep -q "Loading custom mutator library" "$log" || fail "the custom mutator was not loaded"
  custom=$(find "$st/queue" -name "*tvf-*" | wc -l)
  rows=$(sqlite3 "$work/store/findings.db" "SELECT MAX(executions) FROM stats;" 2>/dev/null)
  echo "afl: execs_done $done_ ($n seeds), corpus $(afl_stat "$st" corpus_count)," \
    "bitmap $(sed -n 's/^bitmap_cvg *: *//p' "$st/fuzzer_stats"), queue entries from the custom mutator" \
    "$custom, programs run by one fork-server child ${rows:-0}"
  [ "${done_:-0}" -gt "$n" ] || fail "afl-fuzz executed $done_ inputs for $n seeds: nothing was mutated"
  [ "${rows:-0}" -gt 0 ] || fail "the harness recorded no executions"
  ;;
aflmulti)
  # Two AFL++ instances (-M, -S) feeding one store. Validation is off
  # (TVFUZZ_VALIDATE=0): this checks the engines and the store, and with the
  # validator on a loaded machine the master can spend the whole time in
  # calibration and execute nothing.
  target=$1 corpus=$2 so=$3 kind=$4 secs=$5
  mkdir "$work/in"
  find "$corpus" -maxdepth 1 -type f | sort | head -n 4 | xargs -I{} cp {} "$work/in/"
  for role in M S; do
    id=1
    [ $role = S ] && id=2
    AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1 AFL_NO_AFFINITY=1 AFL_FAST_CAL=1 \
      AFL_DISABLE_TRIM=1 AFL_CUSTOM_MUTATOR_LIBRARY="$so" TVFUZZ_MUTATOR_KIND="$kind" \
      TVFUZZ_FINDING=record TVFUZZ_OUT="$work/store" TVFUZZ_WORKER=$id TVFUZZ_VALIDATE=0 \
      timeout 300 afl-fuzz -i "$work/in" -o "$work/out" -m none -t 60000+ -$role w$id -V "$secs" -- "$target" \
      >"$log.$id" 2>&1 &
    # Start the secondary a few seconds after the master: started in the
    # same instant, one of them once died before its fork-server handshake
    # (in a full test.sh run; not reproduced alone). They still run side by
    # side for all but those seconds.
    [ $role = M ] && sleep 3
  done
  wait
  cat "$log.1" "$log.2" >"$log"
  for id in 1 2; do
    done_=$(afl_stat "$work/out/w$id" execs_done)
    echo "afl worker w$id: execs_done ${done_:-0}"
    [ "${done_:-0}" -gt 0 ] || fail "afl worker w$id executed nothing"
  done
  check_store "$work/store" 2
  ;;
*)
  echo "smoke.sh: unknown mode $mode" >&2
  exit 2
  ;;
esac
echo PASS
