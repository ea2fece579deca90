#!/usr/bin/env bash
# Reduction time and size ratio of the golden reducer inputs (tests/reduce/*.mlir):
# runs each through the golden-test driver (same code as `tvfuzz reduce`) and
# prints one line per input plus median/max figures.
# usage: bench/reduce_goldens.sh [BUILD_DIR]   (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
B=${1:-build}
BIN="$B/tests/triage/test_reduce_golden"
[ -x "$BIN" ] || { echo "reduce_goldens.sh: $BIN not built (cmake --build $B --target test_reduce_golden)" >&2; exit 1; }
out=$(mktemp)
for f in tests/reduce/*.mlir; do
  "$BIN" "$f" | grep '^GOLDEN' >> "$out" || echo "reduce_goldens.sh: $f: golden test failed" >&2
done
python3 - "$out" <<'PY'
import re, statistics, sys
rows = []
for line in open(sys.argv[1]):
    m = re.search(r'GOLDEN (\S+): .*ops (\d+) -> (\d+), consts (\d+) -> (\d+), elements (\d+) -> (\d+), '
                  r'bytes (\d+) -> (\d+), (\d+) tests, ([0-9.]+) s', line)
    if m:
        rows.append((m.group(1), int(m.group(2)), int(m.group(3)), int(m.group(8)), int(m.group(9)),
                     int(m.group(10)), float(m.group(11))))
print(f"{'input':34} {'ops':>9} {'bytes':>13} {'tests':>6} {'seconds':>8}")
for name, ob, oa, bb, ba, t, s in rows:
    print(f"{name:34} {ob:>4}->{oa:<4} {bb:>6}->{ba:<6} {t:>6} {s:>8.1f}")
if rows:
    ratios = [oa / ob for _, ob, oa, *_ in rows if ob]
    secs = [r[6] for r in rows]
    print(f"inputs {len(rows)}; ops after/before: median {statistics.median(ratios):.3f}, max {max(ratios):.3f}; "
          f"ops after: median {statistics.median([r[2] for r in rows])}, max {max(r[2] for r in rows)}; "
          f"bytes after/before median {statistics.median([r[4] / r[3] for r in rows]):.3f}; "
          f"seconds: median {statistics.median(secs):.1f}, max {max(secs):.1f}, total {sum(secs):.1f}")
PY
rm -f "$out"
