# embed_text.cmake: write a text file into a C file as a NUL-terminated byte array (cmake -P).
#   cmake -DIN=docs/gen-coverage.tsv -DOUT=patterns_tsv.c -DNAME=tvf_gen_coverage_tsv -P embed_text.cmake
# defines `const char NAME[]` and `const size_t NAME_len`, so a table that lives in the repository
# as data (the rewrite-pattern table, the documented bugs) is never typed twice. Use it through
# tvf_embed_text() (cmake/TvfEmbedText.cmake).
if(NOT EXISTS "${IN}")
  message(FATAL_ERROR "embed_text: '${IN}' is missing")
endif()
file(READ "${IN}" _hex HEX)
string(LENGTH "${_hex}" _n)
math(EXPR _bytes "${_n} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," _arr "${_hex}")
string(REGEX REPLACE "((0x..,){24})" "\\1\n" _arr "${_arr}")
file(WRITE "${OUT}.tmp"
  "/* Generated from ${IN} by cmake/embed_text.cmake: do not edit. */\n"
  "#include <stddef.h>\n"
  "const char ${NAME}[] = {\n${_arr}0};\n"
  "const size_t ${NAME}_len = ${_bytes};\n")
file(RENAME "${OUT}.tmp" "${OUT}")
