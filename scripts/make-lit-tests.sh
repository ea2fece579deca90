#!/usr/bin/env bash
# make-lit-tests.sh [TVFUZZ [OUT_DIR]]: (re)write tests/bugs/lit/, one llvm-lit test per documented bug of
# tests/bugs/*.pipeline.mlir that running shows (docs/TRIAGE.md "Handing a bug upstream"):
#   - a wrong value: `tvfuzz exec FILE --passes PIPELINE --lit` (the program, a driver printing the
#     failing input's results, CHECK lines with the values the specification requires);
#   - a failing pass (crash, pass failure, invalid IR): mlir-opt-22 up to the pass must succeed.
# Bugs whose effect no run shows (undefined behaviour, poison), or shows only on some hosts (a bug file
# line `// LIT: not-runnable: REASON`), keep their tvfuzz form; they are listed in
# tests/bugs/lit/NOT-RUNNABLE.txt with the reason. Every written test is XFAIL on MLIR 22.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tvfuzz=${1:-$root/build/bin/tvfuzz}
out=${2:-$root/tests/bugs/lit}
mkdir -p "$out"
rm -f "$out"/*.mlir
skipped=$out/NOT-RUNNABLE.txt
printf '# Documented bugs of tests/bugs/ without a lit test: no run of the program shows them.\n# Written by scripts/make-lit-tests.sh.\n' > "$skipped"
written=0
# A written test must fail for the reason it states: run without its XFAIL line, the run reaches FileCheck
# and a value differs (or, for a failing pass, the pass fails). Otherwise (the lowered program does not
# parse in mlir-runner-22, or this host's run does not show the bug) it is not kept; prints why.
flipdir=$(mktemp -d)
trap 'rm -rf "$flipdir"' EXIT
cp "$root/tests/bugs/lit/lit.cfg.py" "$flipdir/"
fails_for_the_right_reason() {
  local t=$1 flip res
  flip=$flipdir/$(basename "$t")
  sed '/^\/\/ XFAIL: \*$/d' "$t" > "$flip"
  res=$(TVFUZZ_LIT_EXEC_ROOT=$flipdir/run /usr/lib/llvm-22/bin/lit -v "$flip" 2>&1 | tr -d '\000')
  rm -f "$flip"
  if grep -q '^PASS: ' <<< "$res"; then
    echo "a lit run on this host does not show it (the test passes without XFAIL)"
    return 1
  fi
  grep -q 'FileCheck' "$t" || return 0 # a failing pass: any failure of its RUN line is the finding
  if [ "${2:-}" = crash ]; then # a hand-written crash test: the run must fail by the crash
    grep -a -q -E 'CHECK-NOT: excluded string found' <<< "$res" && grep -a -q -E 'Stack dump' <<< "$res" && return 0
    echo "the lit run without XFAIL does not fail by a crash: $(grep -m1 -E 'error' <<< "$res" | cut -c1-200)"
    return 1
  fi
  grep -q -E 'error: CHECK(-NEXT|-LABEL)?: (expected string not found|is not on the line after)' <<< "$res" && return 0
  echo "the lit run fails before FileCheck compares values: $(grep -m1 -E 'error' <<< "$res" | sed -e "s|$flipdir/||g" -e 's/^ *//' | cut -c1-200)"
  return 1
}
for f in "$root"/tests/bugs/*.pipeline.mlir; do
  name=$(basename "$f" .pipeline.mlir)
  grep -q '^// BUGS-ENTRY:' "$f" || continue
  pipeline=$(sed -n 's|^// PIPELINE: ||p' "$f" | head -1)
  optout=$(sed -n 's|^// LIT: not-runnable: ||p' "$f" | head -1)
  if [ -n "$optout" ]; then # the bug file says why a lit run cannot show it reliably
    printf '%s\t%s\n' "$name" "$optout" >> "$skipped"
    continue
  fi
  log=$("$tvfuzz" exec "$f" --passes "$pipeline" --lit "$out/$name.mlir" --quiet 2>&1)
  if [ -f "$out/$name.mlir" ] && ! why=$(fails_for_the_right_reason "$out/$name.mlir"); then
    rm -f "$out/$name.mlir"
    printf '%s\t%s\n' "$name" "$why" >> "$skipped"
  elif [ -f "$out/$name.mlir" ]; then
    written=$((written + 1))
  else
    reason=$(printf '%s\n' "$log" | grep -E -- '--lit:|: match|skipped' | head -1 | sed -e "s|$root/||g" \
      -e 's/ (compile [0-9.]* ms, run [0-9.]* ms)$//' \
      -e 's/: match$/: no input of the execution oracle shows a difference the specification rules out (literal-only, or inputs that do not reach it; the validator has the counterexample)/')
    printf '%s\t%s\n' "$name" "${reason:-no finding when run}" >> "$skipped"
  fi
done
# Hand-written lit tests of documented bugs that no tests/bugs form can hold (a parser crash: tvfuzz parses
# in-process and rejects what does not parse): tests/bugs/NAME.mlir.lit, copied as they are and checked
# the same way. A crash must make the RUN line fail (`not` fails on a crashing command).
for f in "$root"/tests/bugs/*.mlir.lit; do
  [ -f "$f" ] || continue
  name=$(basename "$f" .mlir.lit)
  cp "$f" "$out/$name.mlir"
  if ! why=$(fails_for_the_right_reason "$out/$name.mlir" crash); then
    rm -f "$out/$name.mlir"
    printf '%s\t%s\n' "$name" "$why" >> "$skipped"
  else
    written=$((written + 1))
  fi
done
echo "make-lit-tests: $written lit tests in $out; $(grep -vc '^#' "$skipped") bugs not runnable ($skipped)"
