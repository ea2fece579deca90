#!/usr/bin/env bash
# The whole test suite: install dependencies, build (normal and ASan+UBSan
# trees), run every ctest test in the normal tree and the unit tests in the
# sanitizer tree.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
(cd build && ctest --output-on-failure -j "$(nproc)" --timeout 1500)
BUILD_DIR=build-asan bash scripts/build.sh -DTVF_SANITIZE=ON
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 ctest --output-on-failure -L unit -j "$(nproc)")
