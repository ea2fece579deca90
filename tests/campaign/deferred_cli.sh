#!/usr/bin/env bash
# tests/campaign/deferred_cli.sh TVFUZZ: the oracle and deferral options of
# the CLI. --oracle is accepted by fuzz, check and opt (and a bad value is a
# usage error); a campaign with a 1 ms first budget prints a summary whose
# deferred counts match the store's `deferred` table; --deferred-only on the
# finished directory finds nothing left.
set -u
T=${1:?usage: deferred_cli.sh TVFUZZ}
D=$(mktemp -d /tmp/tvfuzz-test-defercli-XXXXXX)
fail=0
check() { # check DESCRIPTION CONDITION...
  local what=$1
  shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $what"; fail=1; fi
}
for cmd in fuzz check opt; do
  "$T" $cmd --oracle=bogus >/dev/null 2>&1
  rc=$?
  check "$cmd --oracle=bogus exits 64 (got $rc)" test $rc -eq 64
done
"$T" fuzz -j 2 --iterations 6 --presets tosa-lowering --first-budget-ms 1 --timeout-ms 3000 --log-pairs \
  --out "$D/c" --quiet >"$D/out.txt" 2>&1
rc=$?
cat "$D/out.txt"
check "campaign exit 0 or 1 (got $rc)" test $rc -le 1
rows=$(sqlite3 "$D/c/findings.db" "SELECT COUNT(*) FROM deferred")
done_rows=$(sqlite3 "$D/c/findings.db" "SELECT COUNT(*) FROM deferred WHERE state = 'done'")
queued=$(sed -n 's/^deferred: \([0-9]*\) queued, \([0-9]*\) re-checked.*/\1/p' "$D/out.txt")
rechecked=$(sed -n 's/^deferred: \([0-9]*\) queued, \([0-9]*\) re-checked.*/\2/p' "$D/out.txt")
check "pairs were deferred ($rows)" test "$rows" -ge 1
check "summary queued = table rows ($queued vs $rows)" test "${queued:-x}" = "$rows"
check "summary re-checked = done rows ($rechecked vs $done_rows)" test "${rechecked:-x}" = "$done_rows"
check "summary: nothing left" grep -q '^deferred, not yet re-checked: 0$' "$D/out.txt"
check "summary: time split has screening and deferred" grep -q '^time: .*screening .*deferred ' "$D/out.txt"
check "summary: oracle line" grep -q '^oracle: fast' "$D/out.txt"
logged=$(cat "$D"/c/pairs-w*.jsonl | grep -c '"deferred":true')
check "pair log: one deferred line per row ($logged vs $rows)" test "$logged" = "$rows"
"$T" fuzz -j 2 --out "$D/c" --deferred-only --quiet >"$D/out2.txt" 2>&1
rc=$?
check "--deferred-only on a finished queue (exit $rc)" test $rc -le 1
check "--deferred-only re-checked nothing" grep -q '^deferred: 0 queued, 0 re-checked' "$D/out2.txt"
# check and opt take --oracle=baseline.
pair=$(ls "$D"/c/findings/*/pair.srctgt.mlir 2>/dev/null | head -1)
if [ -n "$pair" ]; then
  "$T" check "$pair" --oracle=baseline --timeout-ms 3000 >/dev/null 2>&1
  rc=$?
  check "check --oracle=baseline gives a verdict (exit $rc)" test $rc -le 6
fi
[ $fail = 0 ] && rm -rf "$D"
exit $fail
