# TVF_SANITIZE=ON builds everything with ASan + UBSan (tests labelled "sanitize"
# are meant to run in such a build tree).
if(TVF_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
