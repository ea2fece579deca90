# cmake/TvfFuzz.cmake: fuzzing builds (STYLE-ANCHORS 2.2, C13, section 6).
#
#   TVF_FUZZ=ON  libFuzzer build with clang-22. Every project object is compiled with
#                -fsanitize=fuzzer-no-link so tvfuzz's own code (generator, importer, encoder)
#                reports coverage; the fuzz targets link with TVF_LIB_FUZZING_ENGINE (default
#                -fsanitize=fuzzer; ClusterFuzzLite/OSS-Fuzz pass $LIB_FUZZING_ENGINE).
#   TVF_AFL=ON   AFL++ build with CC=afl-clang-fast CXX=afl-clang-fast++ (Debian's afl++ 4.04c,
#                LLVM 14): afl-clang-fast instruments every object; the targets link with
#                -fsanitize=fuzzer, which afl-clang-fast replaces by its libFuzzer driver
#                (/usr/lib/afl/libAFLDriver.a) plus the AFL++ runtime.
#   Neither      only the engine-free parts (mutator core, features, the AFL++ mutator .so) are
#                built, for unit tests.
#
# tvf_add_fuzzer(<name> SOURCES <src>... KIND <0|1> [DICT <file>] [OPTIONS <file>]
#                [CORPUS_FILES <file>...] [CORPUS_GEN <count> <seed>])
# builds bin/<name> and lays out, OSS-Fuzz style, bin/<name>.dict, bin/<name>.options and
# bin/<name>_seed_corpus.zip; the unzipped seed corpus is kept in fuzz-corpus/<name>/ for the
# fuzz-smoke tests. KIND is the mutator input kind (fuzz/engines/mutator_core.h: 0 bytes, 1 MLIR text).
#
# This file doubles as a cmake -P script that flattens a file list into a directory and zips it
# (TVF_ZIP_OUT, TVF_ZIP_DIR, TVF_ZIP_FILES), so no shell tools are needed at build time.

if(CMAKE_SCRIPT_MODE_FILE)
  # Script mode: stage the files (flattened as <parent-dir>_<name>) and zip the directory. Without
  # TVF_ZIP_FILES the directory's current contents are zipped.
  if(TVF_ZIP_FILES)
    file(REMOVE_RECURSE "${TVF_ZIP_DIR}")
    file(MAKE_DIRECTORY "${TVF_ZIP_DIR}")
  endif()
  foreach(f ${TVF_ZIP_FILES})
    get_filename_component(_name "${f}" NAME)
    get_filename_component(_dir "${f}" DIRECTORY)
    get_filename_component(_parent "${_dir}" NAME)
    file(COPY_FILE "${f}" "${TVF_ZIP_DIR}/${_parent}_${_name}")
  endforeach()
  file(GLOB _staged RELATIVE "${TVF_ZIP_DIR}" "${TVF_ZIP_DIR}/*")
  file(REMOVE "${TVF_ZIP_OUT}")
  execute_process(COMMAND ${CMAKE_COMMAND} -E tar cf "${TVF_ZIP_OUT}" --format=zip ${_staged}
                  WORKING_DIRECTORY "${TVF_ZIP_DIR}" RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "TvfFuzz: zipping ${TVF_ZIP_OUT} failed: ${_rc}")
  endif()
  return()
endif()

set(TVF_LIB_FUZZING_ENGINE "-fsanitize=fuzzer" CACHE STRING
    "Link flags of the fuzzing engine ($LIB_FUZZING_ENGINE under OSS-Fuzz/ClusterFuzzLite)")

if(TVF_FUZZ AND TVF_AFL)
  message(FATAL_ERROR "TVF_FUZZ (libFuzzer) and TVF_AFL (AFL++) need separate build trees")
endif()

if(TVF_FUZZ)
  if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "TVF_FUZZ=ON needs clang (CC=clang-22 CXX=clang++-22), got ${CMAKE_C_COMPILER_ID}")
  endif()
  # Coverage for our own code. Harmless when $CFLAGS already carries it (OSS-Fuzz). Linking with it
  # too makes clang add a sanitizer runtime that defines the coverage callbacks, so tools and tests
  # built from instrumented objects still link without the fuzzing engine.
  add_compile_options(-fsanitize=fuzzer-no-link)
  add_link_options(-fsanitize=fuzzer-no-link)
  message(STATUS "tvfuzz: libFuzzer targets, engine link flags '${TVF_LIB_FUZZING_ENGINE}'")
elseif(TVF_AFL)
  get_filename_component(_cc_name "${CMAKE_C_COMPILER}" NAME)
  if(NOT _cc_name MATCHES "^afl-")
    message(WARNING "TVF_AFL=ON expects CC=afl-clang-fast (got ${CMAKE_C_COMPILER}); targets will not be "
                    "AFL++-instrumented")
  endif()
  message(STATUS "tvfuzz: AFL++ targets via afl-clang-fast and its libFuzzer driver")
endif()

set(TVF_FUZZ_ENGINE_BUILD OFF)
if(TVF_FUZZ OR TVF_AFL)
  set(TVF_FUZZ_ENGINE_BUILD ON)
endif()

# `cmake --build <tree> --target tvf_fuzz_all` builds every fuzzing artefact (targets, corpora, the
# AFL++ mutator, the fuzz tests) without the rest of the test suite: Debian's afl-clang-fast is
# clang 14, which cannot compile every test of the project (_Float16 in tests/smt).
add_custom_target(tvf_fuzz_all)

function(tvf_add_fuzzer name)
  cmake_parse_arguments(F "" "KIND;DICT;OPTIONS" "SOURCES;CORPUS_FILES;CORPUS_GEN" ${ARGN})
  if(NOT TVF_FUZZ_ENGINE_BUILD)
    return()
  endif()
  set(_bin ${CMAKE_BINARY_DIR}/bin)
  add_executable(${name} ${F_SOURCES} ${CMAKE_SOURCE_DIR}/fuzz/engines/fz_libfuzzer_mutator.c)
  target_compile_definitions(${name} PRIVATE FZ_MUTATOR_KIND=${F_KIND})
  target_link_libraries(${name} PRIVATE tvf_fuzz_harness)
  separate_arguments(_engine UNIX_COMMAND "${TVF_LIB_FUZZING_ENGINE}")
  target_link_options(${name} PRIVATE ${_engine})
  set_target_properties(${name} PROPERTIES LINKER_LANGUAGE CXX RUNTIME_OUTPUT_DIRECTORY ${_bin})
  if(F_DICT)
    configure_file(${F_DICT} ${_bin}/${name}.dict COPYONLY)
  endif()
  if(F_OPTIONS)
    configure_file(${F_OPTIONS} ${_bin}/${name}.options COPYONLY)
  endif()
  # Seed corpus: bin/<name>_seed_corpus.zip, unzipped copy in fuzz-corpus/<name>/.
  set(_zip ${_bin}/${name}_seed_corpus.zip)
  set(_dir ${CMAKE_BINARY_DIR}/fuzz-corpus/${name})
  if(F_CORPUS_FILES)
    add_custom_command(OUTPUT ${_zip}
      COMMAND ${CMAKE_COMMAND} -DTVF_ZIP_OUT=${_zip} -DTVF_ZIP_DIR=${_dir} "-DTVF_ZIP_FILES=${F_CORPUS_FILES}"
              -P ${CMAKE_SOURCE_DIR}/cmake/TvfFuzz.cmake
      DEPENDS ${F_CORPUS_FILES} ${CMAKE_SOURCE_DIR}/cmake/TvfFuzz.cmake
      COMMENT "Seed corpus ${name}_seed_corpus.zip" VERBATIM)
  elseif(F_CORPUS_GEN)
    list(GET F_CORPUS_GEN 0 _count)
    list(GET F_CORPUS_GEN 1 _seed)
    add_custom_command(OUTPUT ${_zip}
      COMMAND ${CMAKE_COMMAND} -E rm -rf ${_dir}
      COMMAND fz_seedgen ${_dir} ${_count} ${_seed}
      COMMAND ${CMAKE_COMMAND} -DTVF_ZIP_OUT=${_zip} -DTVF_ZIP_DIR=${_dir} -P ${CMAKE_SOURCE_DIR}/cmake/TvfFuzz.cmake
      DEPENDS fz_seedgen ${CMAKE_SOURCE_DIR}/cmake/TvfFuzz.cmake
      COMMENT "Seed corpus ${name}_seed_corpus.zip (${_count} inputs, seed ${_seed})" VERBATIM)
  endif()
  if(F_CORPUS_FILES OR F_CORPUS_GEN)
    add_custom_target(${name}_seed_corpus ALL DEPENDS ${_zip})
    add_dependencies(tvf_fuzz_all ${name}_seed_corpus)
  endif()
  add_dependencies(tvf_fuzz_all ${name})
endfunction()
