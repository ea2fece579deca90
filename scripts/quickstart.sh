#!/usr/bin/env bash
# The main job on a fresh Debian 12 machine: install dependencies, build, and
# run tvfuzz with useful defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
./build/bin/tvfuzz opt --preset tosa-lowering --quiet --dump-pairs tvfuzz-out/pairs seeds/tosa/*.mlir seeds/linalg/*.mlir
