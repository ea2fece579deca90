#!/usr/bin/env bash
# make-lit-tests.sh [TVFUZZ [OUT_DIR]]: (re)write tests/bugs/lit/, one llvm-lit test per documented bug of
# tests/bugs/*.pipeline.mlir that running shows (docs/TRIAGE.md "Handing a bug upstream"):
#   - a wrong value: `tvfuzz exec FILE --passes PIPELINE --lit` (the program, a driver printing the
#     failing input's results, CHECK lines with the values the specification requires);
#   - a failing pass (crash, pass failure, invalid IR): mlir-opt-22 up to the pass must succeed.
# Bugs whose effect no run shows (undefined behaviour, poison) keep their tvfuzz form; they are listed
# in tests/bugs/lit/NOT-RUNNABLE.txt with the reason. Every written test is XFAIL on MLIR 22.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tvfuzz=${1:-$root/build/bin/tvfuzz}
out=${2:-$root/tests/bugs/lit}
mkdir -p "$out"
rm -f "$out"/*.mlir
skipped=$out/NOT-RUNNABLE.txt
printf '# Documented bugs of tests/bugs/ without a lit test: no run of the program shows them.\n# Written by scripts/make-lit-tests.sh.\n' > "$skipped"
written=0
for f in "$root"/tests/bugs/*.pipeline.mlir; do
  name=$(basename "$f" .pipeline.mlir)
  grep -q '^// BUGS-ENTRY:' "$f" || continue
  pipeline=$(sed -n 's|^// PIPELINE: ||p' "$f" | head -1)
  log=$("$tvfuzz" exec "$f" --passes "$pipeline" --lit "$out/$name.mlir" --quiet 2>&1)
  if [ -f "$out/$name.mlir" ]; then
    written=$((written + 1))
  else
    reason=$(printf '%s\n' "$log" | grep -E -- '--lit:|: match|skipped' | head -1 | sed -e "s|$root/||g" \
      -e 's/ (compile [0-9.]* ms, run [0-9.]* ms)$//' \
      -e 's/: match$/: no input of the execution oracle shows a difference the specification rules out (literal-only, or inputs that do not reach it; the validator has the counterexample)/')
    printf '%s\t%s\n' "$name" "${reason:-no finding when run}" >> "$skipped"
  fi
done
echo "make-lit-tests: $written lit tests in $out; $(grep -vc '^#' "$skipped") bugs not runnable ($skipped)"
