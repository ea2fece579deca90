#!/bin/sh
# html_report_test.sh: render `tvfuzz report` in headless Chromium (ctest triage/html-report).
#
# Runs a short campaign (long enough for several statistics rows), writes the
# report, takes a screenshot and dumps the DOM with headless Chromium, and
# checks that the screenshot exists and is not trivial (size) and that the DOM
# holds the findings table and the SVG charts, and that the page has the
# execution oracle's figures (runs, runs per second per core).
# Usage: html_report_test.sh TVFUZZ OUTDIR [CHROMIUM]
# Exit: 0 ok, 1 failure, 77 skipped (no Chromium: apt-get install -y chromium).
set -u
TVFUZZ=$1
OUT=$2
CHROMIUM=${3:-}
if [ -z "$CHROMIUM" ] || [ ! -x "$CHROMIUM" ]; then
  CHROMIUM=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
fi
if [ -z "$CHROMIUM" ]; then
  echo "SKIP: no chromium (apt-get install -y chromium)"
  exit 77
fi
rm -rf "$OUT"
mkdir -p "$OUT"
CAMP="$OUT/campaign"
# 25 s: the campaign writes a statistics row every 10 s and one at the end.
# tvfuzz fuzz exits 1 when it recorded findings: that is fine here.
"$TVFUZZ" fuzz -j 2 --presets tosa-lowering,tosa-opt --time 25 --out "$CAMP" --quiet --timeout-ms 2000 --exec-share 0.5 \
  > "$OUT/fuzz.log" 2>&1
RC=$?
if [ "$RC" -ne 0 ] && [ "$RC" -ne 1 ]; then
  echo "FAIL: tvfuzz fuzz exited $RC"
  cat "$OUT/fuzz.log"
  exit 1
fi
"$TVFUZZ" report "$CAMP" -o "$OUT/report.html" || { echo "FAIL: tvfuzz report"; exit 1; }
grep -q '<table id="findings"' "$OUT/report.html" || { echo "FAIL: no findings table in the HTML"; exit 1; }
grep -q '<table id="patterns"' "$OUT/report.html" || { echo "FAIL: no rewrite-pattern table in the HTML"; exit 1; }
grep -q 'Patterns fired at least once' "$OUT/report.html" || { echo "FAIL: no pattern coverage chart in the HTML"; exit 1; }
# The execution oracle ran (--exec-share 0.5): its runs and runs per second per core are headline figures.
grep -Eq '<b>[1-9][0-9]*</b><span>exec runs</span>' "$OUT/report.html" || { echo "FAIL: no exec runs in the HTML"; exit 1; }
grep -q 'exec runs/s per core (2)' "$OUT/report.html" || { echo "FAIL: no exec runs/s per core in the HTML"; exit 1; }
if grep -Eq '(src|href)="https?:' "$OUT/report.html"; then
  echo "FAIL: the report references the network"
  exit 1
fi
PROFILE=$(mktemp -d)
FLAGS="--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update \
--disable-sync --no-first-run --user-data-dir=$PROFILE --hide-scrollbars"
# shellcheck disable=SC2086
timeout 120 "$CHROMIUM" $FLAGS --window-size=1280,1800 --screenshot="$OUT/report.png" "file://$OUT/report.html" \
  > "$OUT/chromium.log" 2>&1
# shellcheck disable=SC2086
timeout 120 "$CHROMIUM" $FLAGS --dump-dom "file://$OUT/report.html" > "$OUT/dom.html" 2>> "$OUT/chromium.log"
rm -rf "$PROFILE"
if [ ! -s "$OUT/report.png" ]; then
  echo "FAIL: no screenshot"
  cat "$OUT/chromium.log"
  exit 1
fi
SIZE=$(wc -c < "$OUT/report.png")
if [ "$SIZE" -lt 20000 ]; then
  echo "FAIL: screenshot of $SIZE bytes looks blank"
  exit 1
fi
grep -q 'id="findings"' "$OUT/dom.html" || { echo "FAIL: rendered DOM has no findings table"; exit 1; }
NSVG=$(grep -o '<svg' "$OUT/dom.html" | wc -l)
[ "$NSVG" -ge 5 ] || { echo "FAIL: $NSVG charts in the rendered DOM (want 5)"; exit 1; }
echo "ok: $OUT/report.png ($SIZE bytes), $NSVG charts"
exit 0
