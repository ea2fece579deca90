#!/usr/bin/env bash
# Configure and build tvfuzz into ./build (or $BUILD_DIR). Extra arguments go
# to cmake's configure step (e.g. -DTVF_SANITIZE=ON), except `--target T`,
# which builds only T.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build}
JOBS=${JOBS:-$(nproc)}
CONFIGURE_ARGS=()
TARGET_ARGS=()
while [ $# -gt 0 ]; do
  if [ "$1" = --target ] && [ $# -ge 2 ]; then
    TARGET_ARGS=(--target "$2")
    shift 2
  else
    CONFIGURE_ARGS+=("$1")
    shift
  fi
done
cmake -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=${BUILD_TYPE:-RelWithDebInfo} ${CONFIGURE_ARGS[@]+"${CONFIGURE_ARGS[@]}"} \
  > "$BUILD_DIR.configure.log" 2>&1 || { cat "$BUILD_DIR.configure.log"; exit 1; }
cmake --build "$BUILD_DIR" -j "$JOBS" ${TARGET_ARGS[@]+"${TARGET_ARGS[@]}"}
