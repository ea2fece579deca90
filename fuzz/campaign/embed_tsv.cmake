# embed_tsv.cmake: write docs/gen-coverage.tsv into a C file as a byte array (cmake -P).
#   cmake -DIN=docs/gen-coverage.tsv -DOUT=patterns_tsv.c -P embed_tsv.cmake
# fuzz/campaign/patterns.c parses it at start-up, so the pattern table is never typed twice.
if(NOT EXISTS "${IN}")
  message(FATAL_ERROR "embed_tsv: the pattern table '${IN}' is missing")
endif()
file(READ "${IN}" _hex HEX)
string(LENGTH "${_hex}" _n)
math(EXPR _bytes "${_n} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," _arr "${_hex}")
string(REGEX REPLACE "((0x..,){24})" "\\1\n" _arr "${_arr}")
file(WRITE "${OUT}.tmp"
  "/* Generated from ${IN} by fuzz/campaign/embed_tsv.cmake: do not edit. */\n"
  "#include <stddef.h>\n"
  "const char tvf_gen_coverage_tsv[] = {\n${_arr}0};\n"
  "const size_t tvf_gen_coverage_tsv_len = ${_bytes};\n")
file(RENAME "${OUT}.tmp" "${OUT}")
