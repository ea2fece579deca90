#!/bin/sh
# triage_budget_test.sh: `tvfuzz triage --time` (ctest cli/triage-budget, label triage).
#
# A store with three findings (three planted bugs, three signatures, two miscompiles and a pass
# failure; tests/cli/mkstore.c):
#   1. triage with a tiny budget: some findings must be listed as "not yet triaged (N): ...",
#      marked pending/partial in the triage table and in reports/index.md;
#   2. triage again without a budget: nothing is left untriaged, every finding has a complete
#      record (triage.txt without "partial") and a report, the findings of run 1 that were
#      complete are "cached" (not redone), and exactly the N of run 1 are reduced now;
#   3. triage once more with a tiny budget: everything is cached, 0 reduced now, nothing
#      untriaged.
# Usage: triage_budget_test.sh TVFUZZ MKSTORE INPUTS WORKDIR
# Exit: 0 pass, 1 fail.
set -u
TVFUZZ=$1
MKSTORE=$2
IN=$3
WORK=$4
rm -rf "$WORK"
mkdir -p "$WORK"
DIR=$WORK/camp
PLANTS="--plant plant-fail-neg --plant plant-add-to-mul --plant plant-max-to-min"

fail() {
  echo "FAIL: $*"
  for f in "$WORK"/run*.out "$WORK"/run*.err; do
    [ -f "$f" ] && { echo "--- $f"; tail -40 "$f"; }
  done
  exit 1
}

"$MKSTORE" "$DIR" plant-add-to-mul="$IN/plant-add.mlir" plant-max-to-min="$IN/plant-max.mlir" \
  plant-fail-neg="$IN/plant-neg.mlir" > "$WORK/mkstore.out" 2>&1 || { cat "$WORK/mkstore.out"; fail "mkstore"; }
cat "$WORK/mkstore.out"
NROWS=$(wc -l < "$WORK/mkstore.out")
[ "$NROWS" -eq 3 ] || fail "mkstore recorded $NROWS findings, want 3"
[ "$(cut -d' ' -f1 "$WORK/mkstore.out" | sort -u | wc -l)" -eq 3 ] || fail "the 3 findings share a signature"

# run N ARGS...: tvfuzz triage DIR ARGS..., exit code in RC (0 or 1 are both fine: 1 = new confirmed bugs).
run() {
  n=$1
  shift
  echo "+ tvfuzz triage $DIR $*"
  # shellcheck disable=SC2086
  "$TVFUZZ" triage "$DIR" $PLANTS --max-tests 300 "$@" > "$WORK/run$n.out" 2> "$WORK/run$n.err"
  RC=$?
  cat "$WORK/run$n.out"
  [ "$RC" -eq 0 ] || [ "$RC" -eq 1 ] || fail "run $n: exit $RC"
}

# ---- 1. tiny budget ----
# 50 ms cannot cover three reductions and confirmations (each confirmation alone compiles and runs
# the program with mlir-opt-22 and mlir-runner-22), however fast the machine.
T0=$(date +%s)
run 1 --time 0.05
T1=$(date +%s)
LINE=$(grep '^not yet triaged (' "$WORK/run1.out") || fail "run 1: no 'not yet triaged' line"
N1=$(echo "$LINE" | sed 's/^not yet triaged (\([0-9]*\)).*/\1/')
[ "$N1" -ge 1 ] || fail "run 1: $N1 findings not yet triaged"
[ "$N1" -le 3 ] || fail "run 1: $N1 > 3"
grep -q "run \`tvfuzz triage $DIR\` again" "$WORK/run1.out" || fail "run 1: no hint to re-run"
# Every listed signature is one of the store's and appears in the index's section.
for sig in $(echo "$LINE" | grep -o '[0-9a-f]\{16\}'); do
  grep -q "^$sig " "$WORK/mkstore.out" || fail "run 1 lists unknown signature $sig"
  grep -q "\`$sig\`" "$DIR/reports/index.md" || fail "index.md does not list $sig as not yet triaged"
done
grep -q '^## Not yet triaged' "$DIR/reports/index.md" || fail "index.md has no 'Not yet triaged' section"
NPEND=$(sqlite3 "$DIR/findings.db" "SELECT COUNT(*) FROM triage WHERE status = 'pending'")
NPART=$(grep -l '^partial: ' "$DIR"/findings/*/triage.txt 2>/dev/null | wc -l)
[ $((NPEND + NPART)) -eq "$N1" ] || fail "run 1: $NPEND pending + $NPART partial rows, but $N1 listed"
# The budget is a bound on the whole run (the row in flight may overrun it by one evaluation).
[ $((T1 - T0)) -le 30 ] || fail "run 1 took $((T1 - T0)) s with --time 0.05"
echo "run 1: $N1 not yet triaged ($NPEND not started, $NPART partial) in $((T1 - T0)) s"

# ---- 2. no budget: everything gets triaged; complete rows are not redone ----
run 2
grep -q 'not yet triaged' "$WORK/run2.out" && fail "run 2 (no budget) left findings untriaged"
REDUCED2=$(sed -n 's/.*finding rows (\([0-9]*\) reduced now).*/\1/p' "$WORK/run2.out")
[ "$REDUCED2" = "$N1" ] || fail "run 2 reduced $REDUCED2 findings, want the $N1 left by run 1"
CACHED2=$(grep -c ': cached: ' "$WORK/run2.err" || true)
[ "$CACHED2" -eq $((3 - N1)) ] || fail "run 2: $CACHED2 cached findings, want $((3 - N1))"
[ "$NPART" -eq 0 ] || grep -q 'resuming (the last run' "$WORK/run2.err" || fail "run 2 did not resume the partial row"
for d in "$DIR"/findings/*/; do
  [ -f "$d/triage.txt" ] || fail "no triage.txt in $d"
  grep -q '^partial: ' "$d/triage.txt" && fail "$d/triage.txt still partial"
  grep -q '^status: \(confirmed\|inconclusive\)$' "$d/triage.txt" || fail "$d: $(grep '^status' "$d/triage.txt")"
done
[ "$(sqlite3 "$DIR/findings.db" "SELECT COUNT(*) FROM triage WHERE status IN ('pending','')")" -eq 0 ] ||
  fail "run 2: pending rows in the triage table"
NREP=$(ls "$DIR"/reports/*.md | grep -vc index.md)
[ "$NREP" -eq 3 ] || fail "run 2: $NREP reports, want 3 (one per planted bug)"
grep -A2 '^## Not yet triaged' "$DIR/reports/index.md" | grep -q '^- none' || fail "index.md still lists untriaged findings"
echo "run 2: $REDUCED2 triaged now, $CACHED2 cached; $NREP reports"

# ---- 3. tiny budget again: nothing left to do ----
run 3 --time 0.05
grep -q 'not yet triaged' "$WORK/run3.out" && fail "run 3 lists untriaged findings"
grep -q 'finding rows (0 reduced now)' "$WORK/run3.out" || fail "run 3 redid triaged findings"
[ "$(grep -c ': cached: ' "$WORK/run3.err")" -eq 3 ] || fail "run 3: not every finding cached"
echo "ok"
exit 0
