#!/bin/sh
# cli_exit_test.sh: one exit-code case of the tvfuzz command line (ctest cli/<command>/<case>).
#
# Every case runs one tvfuzz command and checks its exit code AND its message against the table
# "Exit codes" of docs/FORMATS.md: a bad input exits 5 with exactly one line on stderr,
# "FILE:LINE:COL: reason" (parse and verifier errors) or "FILE: reason"; a bad flag exits 64 with
# one line naming the flag; a clean run exits 0.
# Usage: cli_exit_test.sh TVFUZZ MKSTORE INPUTS WORKDIR COMMAND CASE
# Exit: 0 pass, 1 fail, 77 skipped.
set -u
TVFUZZ=$1
MKSTORE=$2
IN=$3
WORK=$4/$5-$6
CMD=$5
CASE=$6
rm -rf "$WORK"
mkdir -p "$WORK"
cd "$WORK" || exit 1
OUT=$WORK/stdout
ERR=$WORK/stderr

fail() {
  echo "FAIL $CMD/$CASE: $*"
  echo "--- stdout:"
  head -40 "$OUT" 2>/dev/null
  echo "--- stderr:"
  head -40 "$ERR" 2>/dev/null
  exit 1
}

# run ARGS...: run tvfuzz, capture stdout/stderr and the exit code in RC.
run() {
  echo "+ tvfuzz $*"
  "$TVFUZZ" "$@" > "$OUT" 2> "$ERR"
  RC=$?
  echo "  exit $RC"
}

# expect CODE REGEX: exit code CODE and exactly one stderr line matching the extended regex.
expect() {
  [ "$RC" -eq "$1" ] || fail "exit code $RC, want $1"
  n=$(wc -l < "$ERR")
  [ "$n" -eq 1 ] || fail "$n lines on stderr, want exactly one"
  grep -Eq -- "$2" "$ERR" || fail "stderr does not match /$2/"
  echo "ok: exit $RC, stderr: $(cat "$ERR")"
}

# expect_clean: exit 0 (stderr may hold progress lines).
expect_clean() {
  [ "$RC" -eq 0 ] || fail "exit code $RC, want 0"
  echo "ok: exit 0"
}

# Regex-quote a path.
q() { printf '%s' "$1" | sed 's/[].[^$*+?(){}|\\/]/\\&/g'; }

# Fixtures (copied so that the messages name short relative paths).
cp "$IN/good.mlir" "$IN/malformed.mlir" "$IN/verifier.mlir" "$IN/correct.srctgt.mlir" "$IN/plant-add.mlir" . ||
  { echo "FAIL: cannot copy the fixtures from $IN (absolute paths, please)"; exit 1; }
mkdir adir
echo "not a database" > notadb
mkdir corrupt && echo "not a database" > corrupt/findings.db

MISSING='^missing\.mlir: cannot read: No such file or directory$'
DIRMSG='^adir: is a directory, not a file$'
MALFORMED='^malformed\.mlir:3:[0-9]+: '
VERIFIER="^verifier\\.mlir:3:8: 'arith\\.addf' op requires the same type"
BADFLAG="^tvfuzz $CMD: unknown option '--no-such-flag'"

case "$CMD/$CASE" in
  # ---- tvfuzz (no subcommand) ----
  tvfuzz/unknown-command) run no-such-command; expect 64 "^tvfuzz: unknown command 'no-such-command'" ;;
  tvfuzz/no-command) run; [ "$RC" -eq 64 ] || fail "exit $RC, want 64"; grep -q usage "$OUT" || fail "no usage" ;;
  tvfuzz/help) run --help; expect_clean; grep -q "exit status" "$OUT" || fail "--help does not mention exit codes" ;;

  # ---- gen ----
  gen/missing) run gen --bytes missing.mlir; expect 5 "$MISSING" ;;
  gen/directory) run gen --bytes adir; expect 5 "$DIRMSG" ;;
  gen/malformed)
    printf 'op.add = 3\nthis line is not key = value\n' > probs.txt
    run gen --probabilities probs.txt; expect 5 "^probs\\.txt:2: expected 'key = value'" ;;
  gen/bad-flag) run gen --no-such-flag; expect 64 "$BADFLAG" ;;
  gen/bad-value) run gen --seed minus-one; expect 64 "^tvfuzz gen: bad value 'minus-one' for --seed" ;;
  gen/clean) run gen --seed 3 --count 2; expect_clean; grep -q 'func.func @main' "$OUT" || fail "no program" ;;

  # ---- check ----
  check/missing) run check missing.mlir; expect 5 "$MISSING" ;;
  check/directory) run check adir; expect 5 "$DIRMSG" ;;
  check/malformed) run check malformed.mlir; expect 5 "$MALFORMED" ;;
  check/malformed-second) run check good.mlir malformed.mlir; expect 5 "$MALFORMED" ;;
  check/malformed-pipeline) run check --pipeline tosa-lowering malformed.mlir; expect 5 "$MALFORMED" ;;
  check/malformed-test) run check --test malformed.mlir; expect 5 "$MALFORMED" ;;
  check/xfail-unnamed | check/xfail-other-verdict | check/xfail-named)
    # An XFAIL names the verdict the test gets while it fails (issue 13): without one the line is
    # an input error; with another verdict than the one it gets the test fails; with it, it passes.
    case $CASE in
      xfail-unnamed) line="// XFAIL: add is not mul" ;;
      xfail-other-verdict) line="// XFAIL: timeout: add is not mul" ;;
      *) line="// XFAIL: miscompile: add is not mul" ;;
    esac
    {
      echo "$line"
      echo "// VERDICT: correct"
      echo "func.func @src(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {"
      echo "  %0 = arith.addf %a, %b : tensor<4xf32>"
      echo "  return %0 : tensor<4xf32>"
      echo "}"
      echo "func.func @tgt(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {"
      echo "  %0 = arith.mulf %a, %b : tensor<4xf32>"
      echo "  return %0 : tensor<4xf32>"
      echo "}"
    } > xfail.srctgt.mlir
    run check --test xfail.srctgt.mlir
    case $CASE in
      xfail-unnamed) expect 5 "xfail.srctgt.mlir: XFAIL: must start with the verdict" ;;
      xfail-other-verdict)
        [ "$RC" -eq 1 ] || fail "exit code $RC, want 1"
        grep -q "marked XFAIL with verdict timeout" "$OUT" || fail "no line names the XFAIL verdict mismatch" ;;
      *) [ "$RC" -eq 0 ] || fail "exit code $RC, want 0" ;;
    esac ;;
  check/malformed-json)
    run check --json malformed.mlir; expect 5 "$MALFORMED"
    grep -q '"verdict":"invalid-input"' "$OUT" || fail "--json printed no invalid-input verdict" ;;
  check/verifier) run check verifier.mlir; expect 5 "$VERIFIER" ;;
  check/verifier-pipeline) run check --pipeline tosa-lowering verifier.mlir; expect 5 "$VERIFIER" ;;
  check/bad-flag) run check --no-such-flag good.mlir; expect 64 "$BADFLAG" ;;
  check/clean) run check correct.srctgt.mlir; expect_clean; grep -q ': correct' "$OUT" || fail "no verdict" ;;
  check/unchanged)
    # a pass that changes nothing says so, in text and in JSON (issue 28)
    printf 'func.func @main(%%x: tensor<2xf32>) -> tensor<2xf32> {\n  return %%x : tensor<2xf32>\n}\n' > id.mlir
    run check --pipeline 'builtin.module(func.func(tosa-to-linalg))' id.mlir; expect_clean
    grep -q '^00 tosa-to-linalg: unchanged$' "$OUT" || fail "no unchanged line"
    run check --pipeline 'builtin.module(func.func(tosa-to-linalg))' id.mlir --json; expect_clean
    grep -q '"verdict":"unchanged"' "$OUT" || fail "no unchanged JSON line" ;;
  check/pass-failure)
    # a pass that fails is a finding (exit 1, as a miscompile), with a JSON line under --json
    printf 'func.func @main(%%x: tensor<2x3xf32>) -> tensor<1x3xf32> {\n  %%0 = tosa.reduce_all %%x {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>\n  return %%0 : tensor<1x3xf32>\n}\n' > fails.mlir
    run check --pipeline 'builtin.module(func.func(tosa-to-linalg))' fails.mlir --json
    [ "$RC" -eq 1 ] || fail "exit code $RC, want 1"
    grep -q '"status":"pass-failure"' "$OUT" || fail "no pass-failure JSON line" ;;

  # ---- opt ----
  opt/missing) run opt missing.mlir; expect 5 "$MISSING" ;;
  opt/directory) run opt adir; expect 5 "$DIRMSG" ;;
  opt/unreadable)
    cp good.mlir secret.mlir && chmod 000 secret.mlir
    if cat secret.mlir > /dev/null 2>&1; then echo "SKIP: running as root, permissions do not apply"; exit 77; fi
    run opt secret.mlir; expect 5 '^secret\.mlir: cannot read: Permission denied$' ;;
  opt/malformed) run opt malformed.mlir; expect 5 "$MALFORMED" ;;
  opt/malformed-among-good)
    # The good file still runs; the bad one makes the exit 5.
    run opt good.mlir malformed.mlir --quiet; expect 5 "$MALFORMED"
    grep -q '2 files, 1 parsed' "$OUT" || fail "the good file did not run" ;;
  opt/verifier) run opt verifier.mlir; expect 5 "$VERIFIER" ;;
  opt/bad-flag) run opt --no-such-flag good.mlir; expect 64 "$BADFLAG" ;;
  opt/bad-pipeline) run opt good.mlir --passes 'builtin.module(no-such-pass)'; expect 64 "^tvfuzz opt: .*no-such-pass" ;;
  opt/clean) run opt good.mlir; expect_clean; grep -q '0 findings' "$OUT" || fail "findings in a clean run" ;;

  # ---- fuzz (its input is the --out campaign directory) ----
  fuzz/not-a-directory) run fuzz --out notadb --iterations 1 -j 1 --quiet; expect 5 '^notadb: not a directory' ;;
  fuzz/corrupt-db) run fuzz --out corrupt --iterations 1 -j 1 --quiet; expect 5 '^corrupt/findings\.db: file is not a database$' ;;
  fuzz/bad-flag) run fuzz --no-such-flag; expect 64 "$BADFLAG" ;;
  fuzz/bad-pipeline) run fuzz --passes 'builtin.module(no-such-pass)' --iterations 1 -j 1 --quiet --out o; expect 64 "^tvfuzz fuzz: .*no-such-pass" ;;
  fuzz/clean)
    run fuzz --iterations 2 -j 1 --quiet --no-validate --exec-share 0 --passes 'builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))' --out camp
    expect_clean; grep -q 'campaign summary' "$OUT" || fail "no summary"; [ -f camp/findings.db ] || fail "no findings.db" ;;

  # ---- reduce ----
  reduce/missing) run reduce missing.mlir --pipeline tosa-lowering; expect 5 "$MISSING" ;;
  reduce/directory) run reduce adir --pipeline tosa-lowering; expect 5 "$DIRMSG" ;;
  reduce/malformed) run reduce malformed.mlir --pipeline tosa-lowering; expect 5 "$MALFORMED" ;;
  reduce/verifier) run reduce verifier.mlir --pipeline tosa-lowering; expect 5 "$VERIFIER" ;;
  reduce/bad-flag) run reduce --no-such-flag good.mlir --pipeline tosa-lowering; expect 64 "$BADFLAG" ;;
  reduce/not-interesting)
    run reduce good.mlir --pipeline tosa-lowering; [ "$RC" -eq 3 ] || fail "exit $RC, want 3"
    grep -q 'not interesting' "$ERR" || fail "no reason" ;;
  reduce/interestingness-malformed)
    # mlir-reduce's convention: an unusable candidate is "not interesting" (exit 0), still one line.
    run reduce --interestingness-test --pipeline tosa-lowering missing.mlir; expect 0 "$MISSING" ;;
  reduce/clean)
    run reduce plant-add.mlir --pipeline tosa-lowering --plant plant-add-to-mul -o small.mlir
    expect_clean; grep -q 'KIND: miscompile' small.mlir || fail "no reduced program" ;;

  # ---- triage / report (input: a campaign directory) ----
  triage/missing | report/missing) run "$CMD" nodir; expect 5 '^nodir: cannot read: No such file or directory$' ;;
  triage/not-a-directory | report/not-a-directory) run "$CMD" notadb; expect 5 '^notadb: not a directory' ;;
  triage/no-findings-db | report/no-findings-db) run "$CMD" adir; expect 5 '^adir: not a campaign directory \(no findings\.db\)$' ;;
  triage/corrupt-db | report/corrupt-db) run "$CMD" corrupt; expect 5 '^corrupt/findings\.db: file is not a database$' ;;
  triage/bad-flag | report/bad-flag) run "$CMD" --no-such-flag corrupt; expect 64 "$BADFLAG" ;;
  triage/missing-known)
    "$MKSTORE" camp > /dev/null || fail "mkstore"
    run triage camp --known missing.mlir; expect 5 "$MISSING" ;;
  triage/bad-time) run triage corrupt --time 0; expect 64 '^tvfuzz triage: --time: expected a positive number' ;;
  triage/clean)
    "$MKSTORE" camp > /dev/null || fail "mkstore"
    run triage camp --time 60; expect_clean; grep -q '0 finding rows' "$OUT" || fail "no summary"
    grep -q 'not yet triaged' "$OUT" && fail "an empty store reported untriaged findings"
    [ -f camp/reports/index.md ] || fail "no index.md" ;;
  report/clean)
    "$MKSTORE" camp > /dev/null || fail "mkstore"
    run report camp; expect_clean; [ -s camp/report.html ] || fail "no report.html" ;;

  # ---- corpus (input: campaign directories) ----
  corpus/missing) run corpus nodir --out c; expect 5 '^nodir: cannot read: No such file or directory$' ;;
  corpus/no-findings-db) run corpus adir --out c; expect 5 '^adir: not a campaign directory \(no findings\.db\)$' ;;
  corpus/bad-flag) run corpus --no-such-flag adir; expect 64 "$BADFLAG" ;;
  corpus/clean)
    "$MKSTORE" camp > /dev/null || fail "mkstore"
    run corpus camp --out corp; expect_clean; grep -q '^corpus: 0 keys, 0 programs' "$OUT" || fail "no summary"
    [ -d corp ] || fail "no corpus directory" ;;
  corpus/cover)
    # Per key the smallest program: a -> A, b -> B, c -> C. C also fired a and b, and costs less per
    # key than A or B, so the cover keeps C alone; --per-key keeps all three.
    { echo "// Generated by tvfuzz-gen 0.1.0; options: x"; printf '%060d\n' 0 | tr 0 a; } > A.mlir
    { printf '%060d\n' 0 | tr 0 b; } > B.mlir
    { printf '%0120d\n' 0 | tr 0 c; } > C.mlir
    "$MKSTORE" camp "corpus:pattern a:A.mlir" "corpus:pass b:B.mlir" "corpus:pattern a|pass b|pattern c:C.mlir" \
      > /dev/null || fail "mkstore"
    run corpus camp --out corp; expect_clean
    grep -q '^corpus: 3 keys, 1 programs' "$OUT" || fail "the cover is not one program"
    f=$(grep -l '^cccc' corp/*.mlir) || fail "C is not the program kept"
    [ "$(grep -c '^// CORPUS-KEY: ' "$f")" = 3 ] || fail "C does not list its three keys"
    run corpus camp --out corp2 --per-key; expect_clean
    grep -q '^corpus: 3 keys, 3 programs' "$OUT" || fail "--per-key did not keep three programs"
    grep -q 'Generated by' corp2/*.mlir && fail "the generator header was kept"
    grep -q '^aaaa' corp2/*.mlir || fail "A is missing from the per-key corpus" ;;

  corpus/shrink)
    # A corpus file whose program carries two ops its keys do not need: --shrink drops them, keeps the
    # keys and the recorded steps, and regress replays it as SAME. A file whose program does not run
    # is one line naming the file and position, and stays as it was.
    mkdir corp
    { echo "// tvfuzz corpus: test"; echo "// CORPUS-KEY: pattern tosa.add.fold.zero-rhs"
      echo "// CORPUS-KEY: pass canonicalize"; echo "// CORPUS-SEED: 7"; echo "// PIPELINE: func.func(canonicalize)"
      echo "// CORPUS-STEP: 0 canonicalize correct 0000000000000000"
      echo 'func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {'
      echo '  %0 = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>'
      echo '  %1 = tosa.add %arg1, %0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>'
      echo '  %2 = tosa.abs %arg0 : (tensor<4xf32>) -> tensor<4xf32>'
      echo '  %3 = tosa.floor %2 : (tensor<4xf32>) -> tensor<4xf32>'
      echo '  return %1, %3 : tensor<4xf32>, tensor<4xf32>'; echo '}'; } > corp.txt
    cp corp.txt corp/a.mlir
    run corpus --shrink corp; expect_clean
    grep -q '^corpus: 1 files, 1 shrunk' "$OUT" || fail "the file was not shrunk"
    f=$(ls corp/*.mlir); [ "$(ls corp/*.mlir | wc -l)" = 1 ] || fail "the old file was not replaced"
    grep -q 'tosa.abs\|tosa.floor' "$f" && fail "ops the keys do not need were kept"
    grep -q 'tosa.add' "$f" || fail "the op of the pattern key was dropped"
    [ "$(grep -c '^// CORPUS-KEY: ' "$f")" = 2 ] || fail "the keys were not kept"
    grep -q '^// CORPUS-CORRECT: 0:[0-9a-f]\{16\}$' "$f" || fail "the step was not recorded afresh"
    grep -q '0000000000000000' "$f" && fail "the old step hash was kept"
    run regress corp; expect_clean; grep -q '1 same' "$OUT" || fail "regress does not replay it as SAME"
    # The old one-line-per-step form still reads: the recorded hash differs, so CHANGED, not NEWLY-FAILING.
    mkdir old; cp corp.txt old/a.mlir; run regress old; expect_clean
    grep -q '^CHANGED .*step 0 canonicalize: output IR changed' "$OUT" || fail "the old step form was not read"
    mkdir bad; sed 's/tosa.floor %2/tosa.negate %2/' corp.txt > bad/b.mlir
    run corpus --shrink bad; expect 5 '^bad/b\.mlir:11:8: .tosa\.negate. op expected 3 operands'
    grep -q tosa.negate bad/b.mlir || fail "the bad file was changed"
    # A key the program no longer fires leaves the file; a file left with none is removed.
    mkdir stale; sed 's|^// CORPUS-KEY: pass canonicalize|// CORPUS-KEY: pass cse|' corp.txt > stale/s.mlir
    sed -i '/CORPUS-KEY: pattern/d' stale/s.mlir
    run corpus --shrink stale; expect_clean
    grep -q '1 removed (1 keys no longer fire)' "$OUT" || fail "the stale key was not dropped"
    [ -z "$(ls stale)" ] || fail "the file without keys was kept" ;;
  triage/known-forms)
    # Two forms of one documented bug (#14 in tosa-to-linalg and in tosa-to-linalg-named: two passes):
    # one report in the known section, the other form named in it, both signatures counted.
    "$MKSTORE" camp "-=$IN/../../bugs/tosa-to-linalg-static-result-identity.pipeline.mlir" \
      "-=$IN/../../bugs/tosa-to-linalg-named-static-result-transpose.pipeline.mlir" > /dev/null || fail "mkstore"
    run triage camp --time 120; expect_clean
    grep -q '2 signatures, 1 root causes' "$OUT" || fail "two forms of #14 are not one root cause"
    grep -q '1 known (docs/BUGS.md; 2 signatures)' "$OUT" || fail "the known count is not 1 entry, 2 signatures"
    [ "$(grep -c '| #14 |' camp/reports/index.md)" = 1 ] || fail "the index has not one row for #14"
    grep -l '^| other forms |' camp/reports/*.md > /dev/null || fail "no report names the other form" ;;
  triage/known-trigger)
    # #15 through the tosa.add and the tosa.cast folders: different messages, one shape trigger (a
    # dynamic result size the operands fix), so one signature.
    "$MKSTORE" camp "-=$IN/../../bugs/tosa-fold-add-const-dynamic-result.pipeline.mlir" \
      "-=$IN/../../bugs/tosa-fold-cast-const-dynamic-result.pipeline.mlir" > /dev/null || fail "mkstore"
    run triage camp --time 120; expect_clean
    grep -q '1 signatures, 1 root causes' "$OUT" || fail "two forms of #15 are not one signature"
    grep -q '1 known (docs/BUGS.md; 1 signatures)' "$OUT" || fail "the known count is not 1 entry, 1 signature"
    grep -q '| #15, #22 |' camp/reports/index.md || fail "the index does not name #15 (and #22, the same mistake)"
    grep -q 'declares a dynamic result size its operands fix' camp/reports/*.md || fail "the trigger is not named" ;;

  # ---- regress ----
  regress/missing) run regress missing.mlir; expect 5 "$MISSING" ;;
  regress/malformed)
    mkdir corpus && cp good.mlir malformed.mlir corpus/
    run regress corpus; expect 5 '^corpus/malformed\.mlir:3:[0-9]+: '
    grep -q '^PASS .*corpus/good\.mlir' "$OUT" || fail "the good file was not checked" ;;
  regress/verifier) run regress verifier.mlir; expect 5 "$VERIFIER" ;;
  regress/bad-flag) run regress --no-such-flag good.mlir; expect 64 "$BADFLAG" ;;
  regress/clean) run regress good.mlir correct.srctgt.mlir; expect_clean; grep -q '2 pass, 0 fail' "$OUT" || fail "not 2 passes" ;;

  *) echo "unknown case $CMD/$CASE"; exit 1 ;;
esac
exit 0
