#!/usr/bin/env bash
# Regression tests of MLIR bugs that only execution shows and that the validator cannot
# express (vector dialect): each FILE.mlir is lowered with mlir-opt-22 and run with
# mlir-runner-22; its output line "[...]" must equal EXPECT_BUG (the bug still reproduces:
# exit 0), or EXPECT_FIXED (exit 1: the bug is fixed, update docs/BUGS.md and this test);
# anything else is an error (exit 2).
# usage: run.sh FILE.mlir EXPECT_BUG EXPECT_FIXED
set -uo pipefail
file=$1 bug=$2 fixed=$3
lib=/usr/lib/llvm-22/lib
ll=$(mktemp /tmp/tvfuzz-bug-XXXXXX.mlir)
trap 'rm -f "$ll"' EXIT
if ! mlir-opt-22 "$file" -o "$ll" --pass-pipeline='builtin.module(func.func(convert-vector-to-scf,lower-vector-mask),convert-scf-to-cf,expand-strided-metadata,convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)'; then
  echo "run.sh: $file: mlir-opt-22 failed" >&2
  exit 2
fi
out=$(mlir-runner-22 "$ll" -e main -entry-point-result=void \
  -shared-libs="$lib/libmlir_runner_utils.so,$lib/libmlir_c_runner_utils.so" 2>&1 | grep '^\[' | tail -1)
if [ "$out" = "$bug" ]; then
  echo "BUG $file: still reproduces ($out, expected $fixed)"
  exit 0
elif [ "$out" = "$fixed" ]; then
  echo "FIXED $file: gives $out now: update docs/BUGS.md and this test"
  exit 1
fi
echo "run.sh: $file: unexpected output '$out'" >&2
exit 2
