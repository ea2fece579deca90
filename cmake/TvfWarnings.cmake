# Warning flags for every tvfuzz target (C only; MLIR/Z3 headers are -isystem).
set(TVF_WARNINGS -Wall -Wextra -Wshadow -Wvla -Wstrict-prototypes -Wmissing-prototypes
    -Wno-unused-parameter -Werror=implicit-function-declaration)
if(TVF_WERROR)
  list(APPEND TVF_WARNINGS -Werror)
endif()
add_compile_options("$<$<COMPILE_LANGUAGE:C>:${TVF_WARNINGS}>")
