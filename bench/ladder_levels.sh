#!/usr/bin/env bash
# Refinement-ladder figures over the verdict suite: which level decided each pair
# (TvReport.refinement_level: 0 abstract with uninterpreted reductions, 1 abstract precise,
# 2 exact IEEE; docs/FORMATS.md) and how long the whole suite takes.
#
#   bash bench/ladder_levels.sh [TVFUZZ_BINARY] [FILES...]
#
# Defaults: build-ladder/bin/tvfuzz over tests/verdicts/**/*.srctgt.mlir. Each pair is checked once
# in the default (abstract, confirmed by exact) mode with the file's TV-ARGS, as `tvfuzz check --json`.
# Prints one line per pair to $OUT (default /tmp/ladder_levels.tsv) and a summary: pairs per level,
# verdict x level, total and per-level wall time. Run it under `nice -n 10` on a shared machine.
# EXTRA_ARGS adds `tvfuzz check` options to every run, e.g. EXTRA_ARGS=--ladder-start=1 for the
# encoding without the level-0 rung (same binary, ladder off).
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-build-ladder/bin/tvfuzz}
shift || true
if [ "$#" -gt 0 ]; then FILES=("$@"); else mapfile -t FILES < <(find tests/verdicts -name '*.srctgt.mlir' | sort); fi
OUT=${OUT:-/tmp/ladder_levels.tsv}
: > "$OUT"
start=$(date +%s.%N)
for f in "${FILES[@]}"; do
  args=$(sed -n 's|^// TV-ARGS: *||p' "$f" | head -1)
  t0=$(date +%s.%N)
  # shellcheck disable=SC2086
  json=$(timeout 300 "$BIN" check "$f" --json $args ${EXTRA_ARGS:-} 2>/dev/null | tail -1)
  t1=$(date +%s.%N)
  verdict=$(printf '%s' "$json" | sed -n 's/^{"input":"[^"]*","verdict":"\([^"]*\)".*/\1/p')
  # Level of the worst function pair: the highest level any function needed.
  level=$(printf '%s' "$json" | grep -o '"refinement_level":[0-9]*' | cut -d: -f2 | sort -n | tail -1)
  printf '%s\t%s\t%s\t%.3f\n' "$f" "${verdict:-none}" "${level:--}" "$(echo "$t1 - $t0" | bc)" >> "$OUT"
done
end=$(date +%s.%N)
echo "binary: $BIN   pairs: ${#FILES[@]}   wall: $(echo "$end - $start" | bc | cut -c1-7) s   (details: $OUT)"
echo "== pairs per refinement level (share) =="
awk -F'\t' '{n[$3]++; t[$3]+=$4; tot++} END {for (l in n) printf "  level %s: %4d pairs (%5.1f%%), %7.1f s\n", l, n[l], 100*n[l]/tot, t[l]}' "$OUT" | sort
echo "== verdict x level =="
awk -F'\t' '{k=$2" level "$3; n[k]++} END {for (k in n) printf "  %-28s %4d\n", k, n[k]}' "$OUT" | sort
