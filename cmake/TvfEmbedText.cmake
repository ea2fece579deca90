# tvf_embed_text(OUT_VAR IN NAME): generate ${CMAKE_CURRENT_BINARY_DIR}/NAME.c holding the file IN as
# `const char NAME[]` (cmake/embed_text.cmake) and set OUT_VAR to its path, for add_library sources.
function(tvf_embed_text out_var in name)
  set(_c ${CMAKE_CURRENT_BINARY_DIR}/${name}.c)
  add_custom_command(OUTPUT ${_c}
    COMMAND ${CMAKE_COMMAND} -DIN=${in} -DOUT=${_c} -DNAME=${name} -P ${CMAKE_SOURCE_DIR}/cmake/embed_text.cmake
    DEPENDS ${in} ${CMAKE_SOURCE_DIR}/cmake/embed_text.cmake
    COMMENT "Embedding ${in}" VERBATIM)
  set(${out_var} ${_c} PARENT_SCOPE)
endfunction()
