#!/usr/bin/env bash
# Oracle throughput, baseline vs fast, on a fixed corpus, with a no-loss check.
#
#   bash bench/throughput.sh                 (N=60 programs from SEED=1, every preset in turn)
#   N=200 SEED=1000 bash bench/throughput.sh
#
# Runs the same campaign twice, each with -j 1 so the rates are per core:
#   tvfuzz fuzz -j 1 --iterations N --seed SEED --log-pairs --oracle=baseline --out OUT/baseline
#   tvfuzz fuzz -j 1 --iterations N --seed SEED --log-pairs --oracle=fast     --out OUT/fast
# (program i is generated from seed SEED+i and goes through preset i mod 5 in both runs; an
# --iterations campaign re-checks every deferred pair, so both runs decide every pair). Then
# prints a side-by-side table (programs, wall time, rates, time split, the stage that decided
# each pair, verdicts, unique signatures), the ratio fast/baseline in programs/s, and the
# NO-LOSS CHECK: (a) every signature the baseline found must be found by the fast run;
# (b) no pair (joined on seed, pipeline, step) may go miscompile->correct or correct->miscompile.
#
# Environment: N (60), SEED (1), BIN (build/bin/tvfuzz), BASE_BIN (the binary of the baseline run,
# default BIN: an older build's --oracle=baseline is the oracle exactly as it was then, without
# the encoder improvements the baseline mode of a newer binary shares), OUT (a new /tmp directory),
# TIMEOUT_MS (5000, the full budget), FIRST_BUDGET_MS (300, the fast run's first budget),
# PARALLEL (1: both runs at once, one core each, so they share the machine's load; 0: one
# after the other), EXTRA (more tvfuzz fuzz arguments for both runs), REPORT_ONLY (1: do not run,
# print the tables again from the outputs in OUT), EXEC_SHARE (0: the validator alone, so that
# figures stay comparable with runs made before the execution oracle joined the default mix;
# passed only to binaries that know --exec-share).
# BASE_ORACLE (baseline): the baseline run's --oracle; with BASE_ORACLE=fast and BASE_BIN set to an
# older build, the bench compares two binaries of the default oracle (a change's before/after).
# Exit: 0 no loss; 1 a lost signature or a flipped verdict; 2 a run failed.
# Needs bash, awk, sqlite3.
set -uo pipefail
N=${N:-60}
SEED=${SEED:-1}
BIN=${BIN:-build/bin/tvfuzz}
BASE_BIN=${BASE_BIN:-$BIN}
BASE_ORACLE=${BASE_ORACLE:-baseline}
TIMEOUT_MS=${TIMEOUT_MS:-5000}
FIRST_BUDGET_MS=${FIRST_BUDGET_MS:-300}
PARALLEL=${PARALLEL:-1}
EXTRA=${EXTRA:-}
EXEC_SHARE=${EXEC_SHARE:-0}
OUT=${OUT:-$(mktemp -d /tmp/tvfuzz-throughput-XXXXXX)}
command -v sqlite3 >/dev/null || { echo "throughput.sh: needs sqlite3" >&2; exit 2; }
[ -x "$BIN" ] || { echo "throughput.sh: no tvfuzz binary at $BIN (set BIN=)" >&2; exit 2; }
[ -x "$BASE_BIN" ] || { echo "throughput.sh: no tvfuzz binary at $BASE_BIN (set BASE_BIN=)" >&2; exit 2; }
REPORT_ONLY=${REPORT_ONLY:-0}
mkdir -p "$OUT"
[ "$REPORT_ONLY" = 1 ] || rm -rf "$OUT/baseline" "$OUT/fast"

cmd_for() { # cmd_for ORACLE
  local bin=$BIN
  [ "$1" = baseline ] && bin=$BASE_BIN
  local exec_arg=
  "$bin" fuzz --help 2>&1 | grep -q -- --exec-share && exec_arg=" --exec-share $EXEC_SHARE"
  local oracle=$1
  [ "$1" = baseline ] && oracle=$BASE_ORACLE
  echo "$bin fuzz -j 1 --iterations $N --seed $SEED --timeout-ms $TIMEOUT_MS --first-budget-ms $FIRST_BUDGET_MS" \
    "--log-pairs --quiet --oracle=$oracle --out $OUT/$1$exec_arg${EXTRA:+ $EXTRA}"
}
echo "command: N=$N SEED=$SEED EXEC_SHARE=$EXEC_SHARE BIN=$BIN BASE_BIN=$BASE_BIN BASE_ORACLE=$BASE_ORACLE TIMEOUT_MS=$TIMEOUT_MS FIRST_BUDGET_MS=$FIRST_BUDGET_MS PARALLEL=$PARALLEL" \
  "OUT=$OUT${EXTRA:+ EXTRA='$EXTRA'} bash bench/throughput.sh"
echo "  $(cmd_for baseline)"
echo "  $(cmd_for fast)"
[ "$BASE_BIN" = "$BIN" ] || echo "baseline binary: $BASE_BIN ($(stat -c %y "$BASE_BIN" | cut -d. -f1))"
echo "binary: $BIN ($(stat -c %y "$BIN" | cut -d. -f1)); git $(git -C "$(dirname "$0")" describe --always --dirty 2>/dev/null || echo '?')"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
echo

run() { # run ORACLE: time the campaign, keep its output
  local s e
  s=$(date +%s.%N)
  # shellcheck disable=SC2046
  $(cmd_for "$1") >"$OUT/$1.out" 2>&1
  echo $? >"$OUT/$1.rc"
  e=$(date +%s.%N)
  awk -v s="$s" -v e="$e" 'BEGIN { printf "%.1f\n", e - s }' >"$OUT/$1.wall"
}
if [ "$REPORT_ONLY" = 1 ]; then
  :
elif [ "$PARALLEL" = 1 ]; then
  run baseline &
  run fast &
  wait
else
  run baseline
  run fast
fi
for o in baseline fast; do
  rc=$(cat "$OUT/$o.rc")
  if [ "$rc" -gt 1 ]; then
    echo "throughput.sh: the $o run failed (exit $rc); its output:" >&2
    tail -20 "$OUT/$o.out" >&2
    exit 2
  fi
done

# One "key=value" line per run: the last totals row of the stats table, the wall time, the
# unique signatures, the queue, and the verdicts of the pair log.
collect() { # collect ORACLE
  local db=$OUT/$1/findings.db
  sqlite3 -separator ' ' "$db" "SELECT 'programs=' || executions, 'pairs=' || pairs, 'gen=' || gen_ms,
      'mlir=' || mlir_ms, 'val=' || COALESCE(validate_ms, 0), 'enc=' || encode_ms, 'sol=' || solve_ms,
      'scr=' || COALESCE(screen_ms, 0), 'dfr=' || COALESCE(deferred_ms, 0), 'by_scr=' || COALESCE(screened, 0),
      'by_dec=' || COALESCE(decomposed, 0), 'queued=' || COALESCE(deferred, 0),
      'rechecked=' || COALESCE(rechecked, 0), 'still=' || COALESCE(still_timeout, 0),
      'pending=' || COALESCE(deferred_pending, 0)
      FROM stats WHERE worker = -1 ORDER BY ts DESC LIMIT 1"
  echo "wall=$(cat "$OUT/$1.wall") sigs=$(sqlite3 "$db" 'SELECT COUNT(*) FROM findings')"
  cat "$OUT/$1"/pairs-w*.jsonl 2>/dev/null |
    awk '{ v = $0; sub(/.*"verdict":"/, "", v); sub(/".*/, "", v); c[v]++; n++ }
         END { printf "logged=%d", n; for (k in c) printf " v_%s=%d", k, c[k]; print "" }'
}
collect baseline | tr ' ' '\n' >"$OUT/baseline.kv"
collect fast | tr ' ' '\n' >"$OUT/fast.kv"

awk -v N="$N" '
  FNR == 1 { f++ }
  /=/ { i = index($0, "="); k = substr($0, 1, i - 1); v[f, k] = substr($0, i + 1) + 0 }
  function g(r, k) { return ((r, k) in v) ? v[r, k] : 0 }
  function pct(a, b) { return b > 0 ? sprintf("%.1f%%", 100 * a / b) : "-" }
  function row(label, a, b) { printf "%-40s %18s %18s\n", label, a, b }
  END {
    row("", "baseline", "fast")
    for (r = 1; r <= 2; r++) {
      tot[r] = g(r, "gen") + g(r, "mlir") + g(r, "val") + g(r, "dfr")
      io[r] = g(r, "val") - g(r, "enc") - g(r, "sol") - g(r, "scr"); if (io[r] < 0) io[r] = 0
      rate[r] = g(r, "wall") > 0 ? g(r, "programs") / g(r, "wall") : 0
      solver[r] = g(r, "pairs") - g(r, "by_scr") - g(r, "by_dec") - g(r, "rechecked")
    }
    row("programs", g(1, "programs"), g(2, "programs"))
    row("wall seconds", sprintf("%.1f", g(1, "wall")), sprintf("%.1f", g(2, "wall")))
    row("programs/s per core", sprintf("%.3f", rate[1]), sprintf("%.3f", rate[2]))
    # -j 1: the deferred phase is wall time of its own; without it, the rate of the stream.
    for (r = 1; r <= 2; r++) {
      sw[r] = g(r, "wall") - g(r, "dfr") / 1000
      srate[r] = sw[r] > 0 ? g(r, "programs") / sw[r] : 0
    }
    row("  stream only (without deferred phase)", sprintf("%.3f", srate[1]), sprintf("%.3f", srate[2]))
    row("pairs decided", g(1, "pairs"), g(2, "pairs"))
    row("pairs/s per core", sprintf("%.2f", g(1, "wall") ? g(1, "pairs") / g(1, "wall") : 0),
        sprintf("%.2f", g(2, "wall") ? g(2, "pairs") / g(2, "wall") : 0))
    print "time split (share of worker time)"
    split("gen mlir io enc sol scr dfr", keys, " ")
    split("generation|MLIR pipeline|pair print/parse/import|encoding|solving|screening|deferred re-checks", names, "|")
    for (i = 1; i <= 7; i++) {
      a = keys[i] == "io" ? io[1] : g(1, keys[i]); b = keys[i] == "io" ? io[2] : g(2, keys[i])
      row("  " names[i], pct(a, tot[1]), pct(b, tot[2]))
    }
    row("  total worker seconds", sprintf("%.1f", tot[1] / 1000), sprintf("%.1f", tot[2] / 1000))
    print "pairs decided by (share of pairs)"
    row("  screening", g(1, "by_scr") " (" pct(g(1, "by_scr"), g(1, "pairs")) ")",
        g(2, "by_scr") " (" pct(g(2, "by_scr"), g(2, "pairs")) ")")
    row("  decomposition", g(1, "by_dec") " (" pct(g(1, "by_dec"), g(1, "pairs")) ")",
        g(2, "by_dec") " (" pct(g(2, "by_dec"), g(2, "pairs")) ")")
    row("  solver", solver[1] " (" pct(solver[1], g(1, "pairs")) ")", solver[2] " (" pct(solver[2], g(2, "pairs")) ")")
    row("  deferred re-check", g(1, "rechecked") " (" pct(g(1, "rechecked"), g(1, "pairs")) ")",
        g(2, "rechecked") " (" pct(g(2, "rechecked"), g(2, "pairs")) ")")
    row("deferred: queued / still t/o / left", g(1, "queued") " / " g(1, "still") " / " g(1, "pending"),
        g(2, "queued") " / " g(2, "still") " / " g(2, "pending"))
    print "verdicts (pair log)"
    split("correct miscompile inconclusive timeout unsupported invalid-input error", vs, " ")
    for (i = 1; i <= 7; i++) row("  " vs[i], g(1, "v_" vs[i]), g(2, "v_" vs[i]))
    row("  pairs in the log", g(1, "logged"), g(2, "logged"))
    row("unique signatures", g(1, "sigs"), g(2, "sigs"))
    print ""
    if (rate[1] > 0) printf "ratio fast/baseline, programs/s: %.2fx (stream only, before the deferred phase: %.2fx)\n", rate[2] / rate[1], (srate[1] > 0 ? srate[2] / srate[1] : 0)
  }' "$OUT/baseline.kv" "$OUT/fast.kv"

echo
echo "NO-LOSS CHECK"
status=0
# (a) signatures
sqlite3 -separator '|' "$OUT/baseline/findings.db" "SELECT signature, kind, pass, stage, count, detail FROM findings" |
  sort >"$OUT/sigs.baseline"
sqlite3 -separator '|' "$OUT/fast/findings.db" "SELECT signature, kind, pass, stage, count, detail FROM findings" |
  sort >"$OUT/sigs.fast"
lost=$(awk -F'|' 'FNR == NR { have[$1] = 1; kps[$2 "|" $3 "|" $4] = kps[$2 "|" $3 "|" $4] " " $1; next }
  !($1 in have) {
    printf "  LOST %s %s %s stage=%s (%d hits): %.100s\n", $1, $2, $3, $4, $5, $6
    if (($2 "|" $3 "|" $4) in kps) printf "       fast has the same kind/pass/stage as:%s\n", kps[$2 "|" $3 "|" $4]
  }' "$OUT/sigs.fast" "$OUT/sigs.baseline")
nb=$(wc -l <"$OUT/sigs.baseline")
nf=$(wc -l <"$OUT/sigs.fast")
gained=$(awk -F'|' 'FNR == NR { have[$1] = 1; next } !($1 in have) { n++ } END { print n + 0 }' \
  "$OUT/sigs.baseline" "$OUT/sigs.fast")
if [ -n "$lost" ]; then
  echo "(a) signatures: baseline $nb, fast $nf; LOST (found by baseline, not by fast):"
  echo "$lost"
  status=1
else
  echo "(a) signatures: baseline $nb, fast $nf; every baseline signature found by fast ($gained only in fast)"
fi
# (b) verdict flips between miscompile and correct, pairs joined on (seed, pipeline, step)
pairs_of() { # seed|pipeline|step|verdict per logged pair
  cat "$OUT/$1"/pairs-w*.jsonl 2>/dev/null | awk '{
    s = $0; sub(/.*"seed":/, "", s); sub(/[,}].*/, "", s)
    p = $0; sub(/.*"pipeline":"/, "", p); sub(/".*/, "", p)
    t = $0; sub(/.*"step":/, "", t); sub(/[,}].*/, "", t)
    v = $0; sub(/.*"verdict":"/, "", v); sub(/".*/, "", v)
    pass = $0; sub(/.*"pass":"/, "", pass); sub(/".*/, "", pass)
    print s "|" p "|" t "|" v "|" pass }'
}
pairs_of baseline >"$OUT/pairs.baseline"
pairs_of fast >"$OUT/pairs.fast"
flips=$(awk -F'|' 'FNR == NR { v[$1 "|" $2 "|" $3] = $4; next }
  { k = $1 "|" $2 "|" $3; if (!(k in v)) next; joined++
    if ((v[k] == "miscompile" && $4 == "correct") || (v[k] == "correct" && $4 == "miscompile"))
      printf "  FLIP seed %s %s step %s (%s): baseline %s, fast %s\n", $1, $2, $3, $5, v[k], $4 }
  END { printf "joined %d\n", joined > "/dev/stderr" }' "$OUT/pairs.baseline" "$OUT/pairs.fast" 2>"$OUT/joined")
changed=$(awk -F'|' 'FNR == NR { v[$1 "|" $2 "|" $3] = $4; next }
  { k = $1 "|" $2 "|" $3; if ((k in v) && v[k] != $4) c[v[k] " -> " $4]++ }
  END { for (x in c) { printf "%s%s %d", sep, x, c[x]; sep = ", " } }' "$OUT/pairs.baseline" "$OUT/pairs.fast")
echo "(b) pairs joined on (seed, pipeline, step): $(cut -d' ' -f2 "$OUT/joined") of $(wc -l <"$OUT/pairs.baseline")" \
  "baseline / $(wc -l <"$OUT/pairs.fast") fast; other verdict changes: ${changed:-none}"
# A baseline miscompile whose counterexample differs only in the sign of a zero is a finding
# the either-sign rule of TOSA's max/min family withdrew (docs/DESIGN.md, "Nondeterministic
# TOSA results"): the pair is rebuilt, the baseline binary's counterexample is read, and the
# flip is accepted, with its reason, when src holds one of those ops and src and tgt there are
# zeros of opposite signs.
withdrawn_zero_sign() { # seed pipeline step -> 0 when the baseline's counterexample is +-0 vs -+0
  local d
  d=$(mktemp -d "$OUT/flip-XXXXXX")
  "$BIN" gen --seed "$1" >"$d/p.mlir" 2>/dev/null &&
    "$BIN" opt "$d/p.mlir" --preset "$2" --dump-pairs "$d/pairs" --no-validate --quiet >/dev/null 2>&1 || return 1
  local f
  f=$(ls "$d/pairs/$(printf %02d "$3")"-*.srctgt.mlir 2>/dev/null | head -1)
  [ -n "$f" ] || return 1
  # src (the part before "module @tgt") must hold one of the ops the rule is about
  sed '/module @tgt/q' "$f" | grep -Eq 'tosa\.(maximum|minimum|clamp|reduce_max|reduce_min|max_pool2d)' || return 1
  local cex
  cex=$("$BASE_BIN" check "$f" --timeout-ms "$TIMEOUT_MS" 2>&1 | grep -E '^  result #[0-9]+ element .*: src = ')
  [[ "${cex%%$'\n'*}" =~ src\ =\ -?0\ \(0x[0-9a-f]+\)\ \([+-]0\),\ tgt\ =\ -?0\ \(0x[0-9a-f]+\)\ \([+-]0\) ]]
}
if [ -n "$flips" ]; then
  echo "    miscompile <-> correct:"
  while IFS= read -r line; do
    set -- $line # FLIP seed S PIPELINE step N (PASS): baseline V, fast V
    if [ "$9" = "miscompile," ] && [ "${11}" = correct ] && withdrawn_zero_sign "$3" "$4" "$6"; then
      echo "$line  [accepted: the baseline's counterexample is +0 vs -0, which TOSA's max/min family allows]"
    else
      echo "$line"
      status=1
    fi
  done <<<"$flips"
else
  echo "    no pair went miscompile -> correct or correct -> miscompile"
fi
echo
echo "outputs: $OUT (baseline/, fast/: campaign directories; *.out: campaign summaries)"
[ $status = 0 ] && echo "NO-LOSS CHECK: passed" || echo "NO-LOSS CHECK: FAILED"
exit $status
