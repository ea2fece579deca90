#!/usr/bin/env bash
# The guard must fail, with a line naming the package, for a package list that
# lacks any one package the build tree or the tools need; and pass for the
# real list. The packages tried are the ones each part of the build stands on
# directly (CMake files, headers, tools run at run time, the fuzzer runtime).
set -uo pipefail
src=$1 build=$2 work=$3
mkdir -p "$work"
fails=0 checks=0
check() { checks=$((checks + 1)); if ! eval "$1"; then echo "FAIL: $2"; fails=$((fails + 1)); fi; }

out=$(bash "$src/scripts/check-deps.sh" "$build" 2>&1)
rc=$?
check '[ "$rc" = 0 ]' "the real list passes (rc=$rc): $out"

for pkg in llvm-22-dev libmlir-22-dev mlir-22-tools libsqlite3-dev sqlite3 cmake pkgconf clang-22 \
  libclang-rt-22-dev afl++ chromium; do
  grep -qx "$pkg" "$src/scripts/packages.txt" || { check false "$pkg is in scripts/packages.txt"; continue; }
  grep -vx "$pkg" "$src/scripts/packages.txt" > "$work/without-$pkg.txt"
  out=$(TVF_PACKAGE_LIST="$work/without-$pkg.txt" bash "$src/scripts/check-deps.sh" "$build" 2>&1)
  rc=$?
  check '[ "$rc" = 1 ]' "without $pkg the guard exits 1 (rc=$rc)"
  check 'grep -q "belongs to Debian package $pkg," <<< "$out"' "without $pkg the guard names it: $out"
  check '! grep -qv "^check-deps: " <<< "$out"' "every line of the guard is one check-deps message: $out"
done

# Bad use: a missing build tree and an unreadable list are errors (exit 2), not passes.
out=$(bash "$src/scripts/check-deps.sh" "$work/no-such-tree" 2>&1)
rc=$?
check '[ "$rc" = 2 ] && grep -q "no such build directory" <<< "$out"' "missing tree is exit 2: $rc $out"
out=$(TVF_PACKAGE_LIST="$work/none.txt" bash "$src/scripts/check-deps.sh" "$build" 2>&1)
rc=$?
check '[ "$rc" = 2 ] && grep -q "cannot read the package list" <<< "$out"' "missing list is exit 2: $rc $out"

echo "$((checks - fails)) passed, $fails failed"
[ "$fails" = 0 ]
