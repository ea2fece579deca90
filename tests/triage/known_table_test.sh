#!/usr/bin/env bash
# The documented bugs table (triage/known.h) is up to date: every kept bug still reproduces, and the
# root causes `tvfuzz regress --root-causes` computes from the regression tests are the ones
# tests/bugs/known-bugs.tsv (embedded into tvfuzz) lists. On a difference, regenerate it with
#   build/bin/tvfuzz regress tests/bugs --root-causes tests/bugs/known-bugs.tsv
# after checking that the change is meant (a new bug, a better root cause), not a triage regression.
#   known_table_test.sh TVFUZZ SOURCE_DIR WORK_DIR
set -euo pipefail
tvfuzz=$1 src=$2 work=$3
mkdir -p "$work"
"$tvfuzz" regress "$src/tests/bugs" --root-causes "$work/known-bugs.tsv"
if ! diff -u "$src/tests/bugs/known-bugs.tsv" "$work/known-bugs.tsv"; then
  echo "known-table: tests/bugs/known-bugs.tsv is out of date (diff above)" >&2
  exit 1
fi
echo "known-table: $(grep -vc '^#' "$work/known-bugs.tsv") rows, as listed"
