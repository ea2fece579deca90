#!/usr/bin/env bash
# Check the same .srctgt.mlir pairs with several tvfuzz binaries, one pair at a
# time with every binary in turn (so all of them see the same machine load),
# and print per binary the total wall time and the verdict counts.
#
#   bench/check_pairs.sh PAIRS.txt BIN1 [BIN2 ...]    (PAIRS.txt: one pair path per line)
# Make pairs from generated programs, e.g.:
#   tvfuzz gen --seed 1 --count 60 --out /tmp/gs
#   for f in /tmp/gs/*.mlir; do tvfuzz opt $f --preset full --no-validate --dump-pairs /tmp/pd/$(basename $f .mlir) --quiet; done
#   find /tmp/pd -name '*.srctgt.mlir' | shuf -n 100 > /tmp/pairs.txt
# Environment: TIMEOUT_MS (default 5000) per-query budget.
set -euo pipefail
[ $# -ge 2 ] || { sed -n 2,12p "$0"; exit 64; }
list=$1
shift
declare -A total verdicts
for b in "$@"; do total[$b]=0; done
while read -r f; do
  for b in "$@"; do
    s=$(date +%s.%N)
    v=$(timeout 300 "$b" check "$f" --timeout-ms "${TIMEOUT_MS:-5000}" 2>/dev/null | sed 's/.*: //; s/ (.*//' | head -1 || true)
    e=$(date +%s.%N)
    total[$b]=$(echo "${total[$b]} + $e - $s" | bc)
    verdicts[$b]="${verdicts[$b]:-} ${v:-none}"
  done
done < "$list"
for b in "$@"; do
  printf '%s: %.1f s;' "$b" "${total[$b]}"
  echo "${verdicts[$b]}" | tr ' ' '\n' | grep -v '^$' | sort | uniq -c | awk '{printf " %s %s", $2, $1} END {print ""}'
done
