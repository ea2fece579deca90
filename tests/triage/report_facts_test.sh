#!/bin/sh
# report_facts_test.sh: the facts a triage report states agree with its own counterexample, and its
# reproducer files are there (ctest triage/report-facts, label triage).
#
# A small store (tests/cli/mkstore.c, no campaign) with one finding per real MLIR bug of tests/bugs/
# (*.pipeline.mlir: miscompiles and crashes of MLIR 22, each with its own pipeline) and three planted
# bugs (tests/cli/inputs), triaged with `tvfuzz triage`; then test_report_facts checks every report
# (see that file) and runs each <sig>.repro.sh. First: every op named in docs/BUGS.md or the golden
# reductions (tests/reduce/) that the encoder knows has a row in triage/spec_cite.def.
# Usage: report_facts_test.sh TVFUZZ MKSTORE CHECKER SRCDIR WORKDIR
# Exit: 0 pass, 1 fail.
set -u
TVFUZZ=$1
MKSTORE=$2
CHECK=$3
SRC=$4
WORK=$5
rm -rf "$WORK"
mkdir -p "$WORK"
DIR=$WORK/camp
# Every op of docs/BUGS.md and the golden reductions that the encoder knows has a citation row.
missing=""
for op in $( (grep -ho '`[a-z]*\.[a-z_0-9]*`' "$SRC/docs/BUGS.md" | tr -d '`'
  grep -ho '\(tosa\|arith\|math\|linalg\|tensor\)\.[a-z_0-9]*' "$SRC"/tests/reduce/*.mlir) | sort -u); do
  grep -q "\"$op\")" "$SRC/encoder/ir/ir_ops.def" || continue
  grep -q "CITE(\"$op\"" "$SRC/triage/spec_cite.def" || missing="$missing $op"
done
[ -z "$missing" ] || { echo "FAIL: no citation row in triage/spec_cite.def for:$missing"; exit 1; }
n=0
for f in "$SRC"/tests/bugs/*.pipeline.mlir; do
  if "$MKSTORE" "$DIR" -="$f" >> "$WORK/mkstore.out" 2>&1; then
    n=$((n + 1))
  else
    echo "note: $(basename "$f") shows no finding now (skipped)"
  fi
done
IN=$SRC/tests/cli/inputs
"$MKSTORE" "$DIR" plant-add-to-mul="$IN/plant-add.mlir" plant-max-to-min="$IN/plant-max.mlir" \
  plant-fail-neg="$IN/plant-neg.mlir" >> "$WORK/mkstore.out" 2>&1 || { cat "$WORK/mkstore.out"; echo "FAIL: mkstore"; exit 1; }
cat "$WORK/mkstore.out"
[ "$n" -ge 3 ] || { echo "FAIL: only $n real bugs reproduce"; exit 1; }
"$TVFUZZ" triage "$DIR" --plant plant-add-to-mul --plant plant-max-to-min --plant plant-fail-neg \
  > "$WORK/triage.out" 2>&1
rc=$?
if [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ]; then
  tail -20 "$WORK/triage.out"
  echo "FAIL: tvfuzz triage exited $rc"
  exit 1
fi
tail -2 "$WORK/triage.out"
"$CHECK" "$DIR/reports" run || { echo "FAIL: see above (reports in $DIR/reports)"; exit 1; }
echo PASS
