#!/usr/bin/env bash
# The main job on a fresh Debian 12 machine: install dependencies, build, run a
# short fuzzing campaign with the default settings (all presets, all cores),
# triage its findings within a time budget (reduce, confirm, deduplicate, write
# Markdown reports), then write the HTML campaign report. Output in ./tvfuzz-out.
#   TVFUZZ_TIME=600 bash scripts/quickstart.sh          # a longer campaign (default 120 s)
#   TVFUZZ_TRIAGE_TIME=600 bash scripts/quickstart.sh   # more time for triage (default 180 s)
# Triage that runs out of time lists the findings it did not reach ("not yet
# triaged"); `./build/bin/tvfuzz triage tvfuzz-out` continues with them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
OUT=tvfuzz-out
status=0
./build/bin/tvfuzz fuzz --time "${TVFUZZ_TIME:-120}" --out "$OUT" || status=$?
# Exit status 1 only means "findings were recorded"; anything else is an error.
[ "$status" -le 1 ] || exit "$status"
# Triage: one wall-clock budget for all findings; exit 1 means "new confirmed bugs reported".
tstatus=0
./build/bin/tvfuzz triage "$OUT" --time "${TVFUZZ_TRIAGE_TIME:-180}" || tstatus=$?
[ "$tstatus" -le 1 ] || exit "$tstatus"
./build/bin/tvfuzz report "$OUT" > /dev/null
abs=$(cd "$OUT" && pwd)
echo
echo "== results"
echo "bug reports (reduced, deduplicated, Markdown): $abs/reports/"
echo "  index:                                       $abs/reports/index.md"
for f in "$abs"/reports/*.md; do
  [ -e "$f" ] || continue
  [ "$(basename "$f")" = index.md ] && continue
  echo "  $f"
done
echo "HTML campaign report:                          $abs/report.html"
