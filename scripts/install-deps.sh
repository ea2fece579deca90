#!/usr/bin/env bash
# Install the Debian 12 packages tvfuzz needs (idempotent): the list is
# scripts/packages.txt (TVF_PACKAGE_LIST overrides it). MLIR 22, clang 22 and
# friends come from Debian's archives for bookworm.
set -euo pipefail
cd "$(dirname "$0")/.."
LIST=${TVF_PACKAGE_LIST:-scripts/packages.txt}
mapfile -t PKGS < <(sed -e 's/#.*//' -e 's/[[:space:]]//g' "$LIST" | grep -v '^$')
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PKGS[@]} packages present"
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
