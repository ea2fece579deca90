#!/usr/bin/env bash
# tests/bugs/lit/ is what scripts/make-lit-tests.sh writes from tests/bugs/ today: regenerate it into a
# work directory and compare. On a difference, rewrite it with
#   bash scripts/make-lit-tests.sh build/bin/tvfuzz
# after checking the change is meant (a new bug file, a better test), not a regression.
#   lit_current_test.sh TVFUZZ SOURCE_DIR WORK_DIR
set -euo pipefail
tvfuzz=$1 src=$2 work=$3
rm -rf "$work"
mkdir -p "$work"
bash "$src/scripts/make-lit-tests.sh" "$tvfuzz" "$work"
if ! diff -ru -x lit.cfg.py "$src/tests/bugs/lit" "$work"; then
  echo "lit-tests-current: tests/bugs/lit/ is out of date (diff above)" >&2
  exit 1
fi
echo "lit-tests-current: $(ls "$work"/*.mlir | wc -l) lit tests, as committed"
