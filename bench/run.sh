#!/usr/bin/env bash
# Benchmarks. Prints figures; record them in docs/BENCHMARKS.md with this command line.
#   bash bench/run.sh [pipeline]        (default: the tosa-lowering preset over seeds/)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build}
cmake --build "$BUILD_DIR" --target bench_pipeline -j "$(nproc)" > /dev/null
SEEDS=(seeds/tosa/*.mlir)
echo "== in-process pipeline throughput (2-core machine, 1 process) =="
"$BUILD_DIR/bin/bench_pipeline" tosa-lowering 5 "${SEEDS[@]}"
echo
echo "== one mlir-opt-22 process per program (same pipeline, same files) =="
PIPE=$("$BUILD_DIR/bin/tvfuzz" opt --list-presets | awk '$1=="tosa-lowering"{getline; print $1}')
start=$(date +%s.%N); n=0
for rep in 1 2 3; do
  for f in "${SEEDS[@]}"; do mlir-opt-22 --pass-pipeline="$PIPE" "$f" > /dev/null 2>&1 || true; n=$((n+1)); done
done
end=$(date +%s.%N)
awk -v n=$n -v s="$start" -v e="$end" 'BEGIN{printf "%-48s %8.1f programs/s  (%d programs, %.1f ms each)\n", "mlir-opt-22 process per program (whole pipeline)", n/(e-s), n, (e-s)*1000/n}'
