#!/usr/bin/env bash
# Solver strategies on dumped stage queries: each .smt2 file under DIR is
# solved by the z3 binary with Z3's general solver (check-sat) and with the
# logic-specific strategies (check-sat-using qfufbv / qffpbv), each with a
# per-query limit, and the totals, the timeouts and the 90th/99th percentiles
# are printed per query class (bit-vector only vs floating-point).
# Queries come from the validator itself:
#   TVF_DUMP_QUERIES=DIR build/bin/tvfuzz check --oracle=baseline PAIR.srctgt.mlir
#   bash bench/solver_strategy.sh DIR [LIMIT_S=10] [SEEDS="0"]
set -uo pipefail
dir=${1:?usage: solver_strategy.sh DIR}
limit=${LIMIT_S:-10}
seeds=${SEEDS:-0}
out=$(mktemp)
trap 'rm -f "$out" "$out".q' EXIT
solve() { # file strategy seed -> "result seconds"
  local f=$1 strat=$2 seed=$3 q=$out.q
  if [ "$strat" = general ]; then cp "$f" "$q"; else sed "s/(check-sat)/(check-sat-using $strat)/" "$f" > "$q"; fi
  local t0 t1 r
  t0=$(date +%s%N)
  r=$(timeout $((limit + 2)) z3 -T:"$limit" sat.random_seed="$seed" smt.random_seed="$seed" "$q" 2>&1 | head -1)
  t1=$(date +%s%N)
  [ "$r" = sat ] || [ "$r" = unsat ] || r=timeout
  echo "$r $(( (t1 - t0) / 1000000 ))"
}
echo "command: LIMIT_S=$limit SEEDS=\"$seeds\" bash bench/solver_strategy.sh $dir"
find "$dir" -name '*.smt2' | sort | while read -r f; do
  if grep -q "FloatingPoint\|RoundingMode" "$f"; then cls=fp; strats="general qffpbv"; else cls=bv; strats="general qfufbv"; fi
  for s in $strats; do for seed in $seeds; do echo "$cls $s $seed $(solve "$f" "$s" "$seed") $f"; done; done
done > "$out"
awk '{ key = $1 " " $2; n[key]++; ms[key] += $5; if ($4 == "timeout") to[key]++; v[key, n[key]] = $5 }
  END {
    printf "%-4s %-8s %7s %10s %9s %8s %8s\n", "class", "strategy", "queries", "total s", "timeouts", "p90 ms", "p99 ms"
    for (k in n) {
      m = n[k]; for (i = 1; i <= m; i++) a[i] = v[k, i]
      for (i = 2; i <= m; i++) { x = a[i]; j = i - 1; while (j > 0 && a[j] > x) { a[j + 1] = a[j]; j-- } a[j + 1] = x }
      split(k, kk, " ")
      printf "%-4s %-8s %7d %10.1f %9d %8d %8d\n", kk[1], kk[2], m, ms[k] / 1000, to[k], a[int(m * 0.9)], a[int(m * 0.99)]
    }
  }' "$out" | sort
# Disagreements (one strategy sat, the other unsat) would be solver bugs.
awk '{ r[$6] = r[$6] " " $4 } END { for (f in r) if (r[f] ~ /unsat/ && r[f] ~ / sat/) print "DISAGREE " f r[f] }' "$out"
