#!/usr/bin/env bash
# The whole test suite: install dependencies, build (normal and ASan+UBSan
# trees), run every ctest test in the normal tree and the unit tests in the
# sanitizer tree, then build the libFuzzer (clang-22) and AFL++
# (afl-clang-fast) targets and run their bounded smoke tests (label
# fuzz-smoke). TVF_SKIP_FUZZ_SMOKE=1 skips those. Last, the install guard
# (scripts/check-deps.sh) checks every tree built here: each external file
# they use belongs to a package scripts/install-deps.sh installs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
(cd build && ctest --output-on-failure -j "$(nproc)" --timeout 1500)
trees=(build build-asan)
BUILD_DIR=build-asan bash scripts/build.sh -DTVF_SANITIZE=ON
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 ctest --output-on-failure -L unit -j "$(nproc)")
if [ "${TVF_SKIP_FUZZ_SMOKE:-0}" != 1 ]; then
  # The archiver is pinned: left to itself CMake takes whatever llvm-ar the
  # machine happens to have (the guard below caught one from a package the
  # installer does not list).
  AR_22=$(command -v llvm-ar-22) RANLIB_22=$(command -v llvm-ranlib-22)
  CC=clang-22 CXX=clang++-22 BUILD_DIR=build-fuzz bash scripts/build.sh -DTVF_FUZZ=ON -DTVF_BUILD_TESTS=ON \
    -DCMAKE_AR="$AR_22" -DCMAKE_RANLIB="$RANLIB_22" --target tvf_fuzz_all
  (cd build-fuzz && ctest --output-on-failure -L fuzz-smoke -j "$(nproc)")
  CC=afl-clang-fast CXX=afl-clang-fast++ BUILD_DIR=build-afl bash scripts/build.sh -DTVF_AFL=ON \
    -DTVF_BUILD_TESTS=ON -DCMAKE_AR="$AR_22" -DCMAKE_RANLIB="$RANLIB_22" --target tvf_fuzz_all
  (cd build-afl && ctest --output-on-failure -L fuzz-smoke)
  trees+=(build-fuzz build-afl)
fi
bash scripts/check-deps.sh "${trees[@]}"
