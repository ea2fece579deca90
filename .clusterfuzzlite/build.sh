#!/bin/bash -eu
# .clusterfuzzlite/build.sh: build tvfuzz's fuzz targets for ClusterFuzzLite / OSS-Fuzz.
#
# Compiles everything with $CC $CFLAGS (the environment's sanitizers plus -fsanitize=fuzzer-no-link,
# through CMake's TVF_FUZZ mode), links the targets with $CXX and $LIB_FUZZING_ENGINE, and puts into
# $OUT, OSS-Fuzz style: fz_target_gen, fz_target_mlir, their .options, fz_target_mlir.dict and both
# <target>_seed_corpus.zip. The targets need MLIR 22's shared libraries (and Z3/SQLite) at run time,
# which the runner image does not have: they are copied into $OUT/lib and found through an
# $ORIGIN/lib run path.
#
# Local test (no Docker):
#   CC=clang-22 CXX=clang++-22 CFLAGS="-fsanitize=address,fuzzer-no-link" \
#   LIB_FUZZING_ENGINE=-fsanitize=fuzzer OUT=/tmp/cfl-out SRC=/work bash .clusterfuzzlite/build.sh
# Exits non-zero (bash -e) on the first failing step.

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ -d "$SRC/tvfuzz" ]; then src=$SRC/tvfuzz; else src=$(cd "$here/.." && pwd); fi
build=${WORK:-/tmp}/tvfuzz-cfl-build
CXXFLAGS=${CXXFLAGS:-$CFLAGS}
mkdir -p "$OUT"

cmake -S "$src" -B "$build" \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="$CFLAGS" -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DCMAKE_BUILD_RPATH='$ORIGIN/lib' \
  -DTVF_FUZZ=ON -DTVF_BUILD_TESTS=OFF \
  -DTVF_LIB_FUZZING_ENGINE="$LIB_FUZZING_ENGINE"
cmake --build "$build" -j"$(nproc)" --target tvf_fuzz_all

mkdir -p "$OUT/lib"
for t in fz_target_gen fz_target_mlir; do
  cp "$build/bin/$t" "$OUT/$t"
  cp "$build/bin/$t.options" "$OUT/"
  cp "$build/bin/${t}_seed_corpus.zip" "$OUT/"
  if [ -f "$build/bin/$t.dict" ]; then cp "$build/bin/$t.dict" "$OUT/"; fi
  # Shared libraries outside the C runtime go next to the targets.
  ldd "$OUT/$t" | awk '/=> \// {print $3}' | while read -r lib; do
    case "$(basename "$lib")" in
      libc.so* | libm.so* | libpthread.so* | libdl.so* | librt.so* | ld-linux* | libgcc_s.so* | libstdc++.so*) ;;
      *) cp -L "$lib" "$OUT/lib/" ;;
    esac
  done
done
echo "build.sh: $(ls "$OUT" | tr '\n' ' ')"
