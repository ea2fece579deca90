#!/usr/bin/env bash
# The main job on a fresh Debian 12 machine: install dependencies, build, and
# run a short fuzzing campaign with the default settings (all presets, all
# cores), then write the HTML campaign report. Findings go to ./tvfuzz-out.
#   TVFUZZ_TIME=600 bash scripts/quickstart.sh     # a longer campaign
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
status=0
./build/bin/tvfuzz fuzz --time "${TVFUZZ_TIME:-120}" --out tvfuzz-out || status=$?
./build/bin/tvfuzz report tvfuzz-out > /dev/null && echo "report: tvfuzz-out/report.html"
# Exit status 1 only means "findings were recorded"; anything else is an error.
[ "$status" -le 1 ] || exit "$status"
