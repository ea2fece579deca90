#!/usr/bin/env bash
# selftest.sh: the self-test of the layering check (ctest layering/selftest).
# Runs check_layering on the synthetic trees of tests/layering/fixtures/
# (README.md there) and compares its output line by line with the expected
# files: the bad tree must fail (exit 1) with one line per planted problem, the
# good tree must pass (exit 0) with its summary; bad use must exit 2.
#
#   bash selftest.sh CHECKER NM FIXTURES_DIR BAD_LIB GOOD_LIB
set -uo pipefail
checker=$1 nm=$2 fx=$3 bad_lib=$4 good_lib=$5
fails=0
check() { if ! eval "$1"; then echo "FAIL: $2"; fails=$((fails + 1)); fi; }

out=$("$checker" --nm "$nm" --rooms "$fx/bad/rooms.txt" "$fx/bad" "$bad_lib")
rc=$?
check '[ "$rc" = 1 ]' "the bad tree exits 1 (rc=$rc)"
check 'diff -u "$fx/bad.expected" - <<< "$out"' "the bad tree's problems are the expected ones"

out=$("$checker" --nm "$nm" --rooms "$fx/good/rooms.txt" "$fx/good" "$good_lib")
rc=$?
check '[ "$rc" = 0 ]' "the good tree exits 0 (rc=$rc): $out"
check 'diff -u "$fx/good.expected" - <<< "$out"' "the good tree's summary is the expected one"

# Without the libraries only the includes are checked: the cycle and the stale group go unseen.
out=$("$checker" --nm "$nm" --rooms "$fx/bad/rooms.txt" "$fx/bad")
rc=$?
check '[ "$rc" = 1 ] && ! grep -q "cycle" <<< "$out" && grep -q "^layering: 6 problems$" <<< "$out"' \
  "without libraries, only the 6 include problems (rc=$rc): $out"

# Bad use is exit 2, never a pass: a missing rooms file, library, or nm.
for args in "--rooms $fx/no-such-rooms.txt $fx/good" "--rooms $fx/good/rooms.txt $fx/good $fx/no-such-lib.a" \
  "--nm $fx/no-such-nm --rooms $fx/good/rooms.txt $fx/good $good_lib"; do
  # shellcheck disable=SC2086
  "$checker" $args > /dev/null 2>&1
  rc=$?
  check '[ "$rc" = 2 ]' "bad use exits 2: $args (rc=$rc)"
done

[ "$fails" = 0 ] && echo "layering selftest: all checks passed"
exit $((fails > 0))
