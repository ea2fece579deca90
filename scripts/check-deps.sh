#!/usr/bin/env bash
# The install guard: every external file the build and the tools use must
# belong to a Debian package that scripts/install-deps.sh installs, i.e. one
# listed in scripts/packages.txt or one that a listed package depends on
# (Depends/Pre-Depends; Recommends are not installed), or a package of the
# base system (Essential or Priority: required). A file nobody installs, or
# one owned by a package outside that set, fails with one line naming it: a
# developer's machine that has the package by hand would otherwise hide the
# missing install step until a fresh machine fails.
#
#   bash scripts/check-deps.sh [BUILD_DIR ...]      (default: build)
#   TVF_PACKAGE_LIST=other.txt bash scripts/check-deps.sh build
#
# What "used" means, per build tree: the CMake cache's file entries (compilers,
# tools, libraries found) and the package config files of its *_DIR entries;
# every header named in the compilers' dependency files (*.o.d); every absolute
# path on a link line (link.txt); the shared libraries the built executables
# load (ldd). Then the programs and files the tools run or open at run time
# (RUNTIME below: keep it in step with triage/confirm.c and the tests).
# Exit status: 0 all covered, 1 something is not, 2 usage or environment.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
LIST=${TVF_PACKAGE_LIST:-$ROOT/scripts/packages.txt}
RUNTIME=(mlir-opt-22 mlir-runner-22 /usr/lib/llvm-22/lib/libmlir_runner_utils.so
  /usr/lib/llvm-22/lib/libmlir_c_runner_utils.so chromium afl-fuzz afl-clang-fast clang-22 cmake ctest sqlite3
  /usr/lib/llvm-22/bin/lit /usr/lib/llvm-22/bin/FileCheck /usr/lib/llvm-22/utils/lit/lit/main.py /usr/bin/python3)
# clang's driver picks the libFuzzer runtime itself (no path on a link line).
if command -v clang-22 > /dev/null; then
  RUNTIME+=("$(clang-22 --print-runtime-dir)/libclang_rt.fuzzer-x86_64.a")
fi
[ $# -gt 0 ] || set -- "$ROOT/build"

die() { echo "check-deps: $*" >&2; exit 2; }
command -v dpkg-query > /dev/null || die "dpkg-query not found: this check needs a Debian system"
[ -r "$LIST" ] || die "$LIST: cannot read the package list"
tmp=$(mktemp -d) || die "mktemp failed"
trap 'rm -rf "$tmp"' EXIT

sed -e 's/#.*//' -e 's/[[:space:]]//g' "$LIST" | grep -v '^$' | sort -u > "$tmp/listed"
[ -s "$tmp/listed" ] || die "$LIST: no packages listed"

# --- The covered set: the listed packages, their Depends/Pre-Depends closure
# over what is installed (alternatives: every installed one; virtual packages
# through Provides), and the base system.
dpkg-query -W -f='${Package}\t${db:Status-Abbrev}\t${Essential}\t${Priority}\t${Provides}\t${Depends}, ${Pre-Depends}\n' \
  > "$tmp/db" 2> /dev/null || die "dpkg-query -W failed"
awk -F'\t' -v listed="$tmp/listed" '
  function strip(s) { gsub(/\([^)]*\)/, "", s); gsub(/:[a-z0-9]+/, "", s); gsub(/[[:space:]]/, "", s); return s }
  BEGIN { while ((getline p < listed) > 0) { queue[++qn] = p } }
  $2 !~ /^ii/ { next }
  {
    pkg = $1; installed[pkg] = 1
    if ($3 == "yes" || $4 == "required") base[pkg] = 1
    np = split($5, prov, ","); for (i = 1; i <= np; i++) { v = strip(prov[i]); if (v != "") providers[v] = providers[v] " " pkg }
    deps[pkg] = $6
  }
  END {
    for (p in base) covered[p] = 1
    for (qi = 1; qi <= qn; qi++) {
      p = queue[qi]
      if (p in seen) continue
      seen[p] = 1
      if (!(p in installed)) { if (p in providers) { n = split(providers[p], pv, " "); for (k = 1; k <= n; k++) queue[++qn] = pv[k] } continue }
      covered[p] = 1
      nd = split(deps[p], d, ",")
      for (i = 1; i <= nd; i++) {
        na = split(d[i], alt, "|")
        for (j = 1; j <= na; j++) { a = strip(alt[j]); if (a != "") queue[++qn] = a }
      }
    }
    for (p in covered) print p
  }' "$tmp/db" | sort -u > "$tmp/covered"

# --- The files used.
files="$tmp/files"
: > "$files"
add() { [ -e "$1" ] && printf '%s\n' "$1" >> "$files"; }
outside() { case "$1" in "$ROOT"/* | /tmp/* | /proc/*) return 1 ;; /*) return 0 ;; *) return 1 ;; esac; }
for b in "$@"; do
  b=$(cd "$b" 2> /dev/null && pwd) || { echo "check-deps: $b: no such build directory" >&2; exit 2; }
  cache="$b/CMakeCache.txt"
  [ -r "$cache" ] || { echo "check-deps: $cache: not a configured CMake build tree" >&2; exit 2; }
  while IFS= read -r line; do
    val=${line#*=}
    outside "$val" || continue
    # Only what the build uses: the cache also records what other packages'
    # CMake files probe for and nothing here reads (xmllint, libz.so, ...),
    # and CMAKE_LINKER, which the C/C++ link rules do not call (the
    # compiler driver links).
    case "$line" in
      CMAKE_C_COMPILER:* | CMAKE_CXX_COMPILER:* | CMAKE_MAKE_PROGRAM:* | CMAKE_AR:* | CMAKE_RANLIB:* | \
        PKG_CONFIG_EXECUTABLE:* | TVF_*:FILEPATH=* | pkgcfg_lib_Z3_*:* | pkgcfg_lib_SQLITE3_*:*) add "$val" ;;
      MLIR_DIR:PATH=* | LLVM_DIR:PATH=* | *_DIR:PATH=*/cmake/*) for c in "$val"/*Config.cmake "$val"/*-config.cmake; do add "$c"; done ;;
    esac
  done < <(grep -E '^[A-Za-z0-9_.+-]+:(FILEPATH|PATH)=/' "$cache")
  # Headers the compilers read (gcc/clang -MD dependency files).
  find "$b" -name '*.o.d' -print0 | xargs -0 -r cat | tr ' \\' '\n\n' | grep '^/' | sort -u |
    while IFS= read -r f; do outside "$f" && add "$f"; done
  # Archives and libraries on the link lines.
  find "$b" -name link.txt -print0 | xargs -0 -r cat | tr ' ' '\n' | sed -e 's/^-Wl,//' | grep '^/' | sort -u |
    while IFS= read -r f; do outside "$f" && [ -f "$f" ] && add "$f"; done
  # Shared libraries the built programs load.
  find "$b" -type f -perm -u+x -path '*/bin/*' -print0 | xargs -0 -r -n1 ldd 2> /dev/null |
    awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }' | sort -u |
    while IFS= read -r f; do add "$f"; done
done
for r in "${RUNTIME[@]}"; do
  case "$r" in
    /*) [ -e "$r" ] && add "$r" || echo "$r" >> "$tmp/absent" ;;
    *) p=$(command -v "$r") && add "$p" || echo "$r" >> "$tmp/absent" ;;
  esac
done
# Each file, and what its symbolic links lead to (a -dev package's libX.so
# points into the runtime package), in the spelling dpkg recorded: Debian 12
# merges /usr, so /usr/lib/x/libc.so.6 may be registered as /lib/x/libc.so.6.
sort -u "$files" | while IFS= read -r f; do
  r=$(readlink -f "$f") || r=$f
  printf '%s\t%s\n' "$f" "$r"
done > "$tmp/links"
cut -f1,2 --output-delimiter=$'\n' "$tmp/links" | sort -u > "$tmp/wanted"

# --- Owners (one dpkg -S over all of them, then the /usr-merged spellings).
owner_of() { # reads paths on stdin, prints "path<TAB>pkg,pkg" for the owned ones
  xargs -r -d '\n' dpkg-query -S 2> /dev/null |
    awk '{ i = index($0, ": "); pk = substr($0, 1, i - 1); p = substr($0, i + 2); gsub(/:[a-z0-9]+/, "", pk); gsub(/ /, "", pk); print p "\t" pk }'
}
owner_of < "$tmp/wanted" > "$tmp/owners"
cut -f1 "$tmp/owners" | sort -u > "$tmp/owned"
comm -23 "$tmp/wanted" "$tmp/owned" | sed -n 's,^/usr/,/,p' | owner_of | sed 's,^/,/usr/,' >> "$tmp/owners"
comm -23 "$tmp/wanted" "$tmp/owned" | grep -v '^/usr/' | sed 's,^/,/usr/,' | owner_of | sed 's,^/usr/,/,' >> "$tmp/owners"
cut -f1 "$tmp/owners" | sort -u > "$tmp/owned"

fail=0
# Unowned is fine for a link (an alternatives link such as /usr/bin/cc) whose
# target is owned, and for nothing else.
while IFS=$'\t' read -r f r; do
  grep -qxF "$f" "$tmp/owned" && continue
  grep -qxF "$r" "$tmp/owned" && continue
  echo "check-deps: $f is used but no Debian package owns it (installed by hand? list its package in ${LIST#"$ROOT"/})"
  fail=1
done < "$tmp/links"
if [ -s "$tmp/absent" ]; then
  while IFS= read -r r; do
    echo "check-deps: $r is used at run time but not installed (list its package in ${LIST#"$ROOT"/})"
    fail=1
  done < "$tmp/absent"
fi
# A file is covered when any of its owners is (a shared directory has several).
awk -F'\t' -v cov="$tmp/covered" '
  BEGIN { while ((getline p < cov) > 0) ok[p] = 1 }
  { n = split($2, o, ","); good = 0; for (i = 1; i <= n; i++) if (o[i] in ok) good = 1
    if (!good && !($2 in told)) { told[$2] = 1; print $2 "\t" $1 } }' "$tmp/owners" > "$tmp/uncovered"
while IFS=$'\t' read -r pkg f; do
  echo "check-deps: $f belongs to Debian package $pkg, which ${LIST#"$ROOT"/} does not list (nor any package it depends on)"
  fail=1
done < "$tmp/uncovered"
if [ "$fail" = 0 ]; then
  echo "check-deps: $(wc -l < "$tmp/wanted") files used by $# build tree(s) and the tools, all from the $(wc -l < "$tmp/listed") listed packages and their dependencies"
fi
exit "$fail"
