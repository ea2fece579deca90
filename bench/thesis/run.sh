#!/usr/bin/env bash
# Thesis Table 6.1 in MLIR 22 (issue 17). For every input under bench/thesis/inputs/<row>/,
# run the MLIR 22 successor pass with mlir-opt-22 (--mlir-print-local-scope), write the
# (src, tgt) pair and the planted-bug pairs to bench/thesis/pairs/, validate each with
# `tvfuzz check --fp=abstract` and `--fp=exact` (same --timeout-ms), print the table.
#   TIMEOUT_MS=10000 bash bench/thesis/run.sh        (per-query budget; default 10000)
#   TVFUZZ=build/bin/tvfuzz MLIR_OPT=mlir-opt-22      (overrides)
# One check runs at a time (the machine has 2 cores). Progress lines go to stderr.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/../.."
echo "# $(date -u +%FT%TZ) $(uname -n), $(nproc) cores, load before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# $("${MLIR_OPT:-mlir-opt-22}" --version | grep -i version | head -1 | sed 's/^ *//'); $(git rev-parse --short HEAD) $(git log -1 --format=%s | cut -c1-60)"
python3 "$here/run.py" "$@"
echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg)"
