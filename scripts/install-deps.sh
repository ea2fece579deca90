#!/usr/bin/env bash
# Install the Debian 12 packages tvfuzz needs (idempotent). MLIR 22, clang 22
# and friends come from Debian's security/backports archives on bookworm.
set -euo pipefail
PKGS=(libmlir-22-dev mlir-22-tools libz3-dev z3 clang-22 libclang-rt-22-dev lld-22 afl++ cmake
      libsqlite3-dev sqlite3 pkg-config make gcc g++ zip valgrind chromium)
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all packages present"
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
