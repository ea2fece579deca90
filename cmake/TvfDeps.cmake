# External dependencies: MLIR 22 (C API), Z3, SQLite.
#
# We only take include paths and versions from MLIR's CMake package: its
# imported targets pull every static component library (a ~140 MB executable
# and slow links). Instead we link the few libMLIRCAPI*.a archives we call
# against the shared libMLIR.so and libLLVM.so of the same prefix.
find_package(MLIR CONFIG REQUIRED
  PATHS ${TVF_LLVM_PREFIX}/lib/cmake/mlir NO_DEFAULT_PATH)
message(STATUS "MLIR ${LLVM_VERSION} from ${MLIR_DIR}")
set(TVF_LLVM_LIBDIR ${TVF_LLVM_PREFIX}/lib)

set(TVF_MLIR_CAPI_LIBS IR RegisterEverything Transforms Linalg Tosa Func Tensor Arith Math Quant
    SCF MLProgram Bufferization MemRef Conversion ExecutionEngine)
set(_tvf_capi_archives)
foreach(c ${TVF_MLIR_CAPI_LIBS})
  set(_a ${TVF_LLVM_LIBDIR}/libMLIRCAPI${c}.a)
  if(NOT EXISTS ${_a})
    message(FATAL_ERROR "missing ${_a}: install libmlir-22-dev")
  endif()
  list(APPEND _tvf_capi_archives ${_a})
endforeach()
add_library(tvf_mlir_capi INTERFACE)
target_include_directories(tvf_mlir_capi SYSTEM INTERFACE ${MLIR_INCLUDE_DIRS} ${LLVM_INCLUDE_DIRS})
target_link_libraries(tvf_mlir_capi INTERFACE
  -Wl,--start-group ${_tvf_capi_archives} -Wl,--end-group
  ${TVF_LLVM_LIBDIR}/libMLIR.so ${TVF_LLVM_LIBDIR}/libLLVM.so stdc++ m)
target_link_options(tvf_mlir_capi INTERFACE "-Wl,-rpath,${TVF_LLVM_LIBDIR}")

find_package(PkgConfig REQUIRED)
pkg_check_modules(Z3 REQUIRED IMPORTED_TARGET z3)
pkg_check_modules(SQLITE3 REQUIRED IMPORTED_TARGET sqlite3)

find_program(TVF_MLIR_OPT NAMES mlir-opt-22 PATHS ${TVF_LLVM_PREFIX}/bin)
if(NOT LLVM_VERSION MATCHES "^22\\.")
  message(FATAL_ERROR "tvfuzz needs MLIR 22, found ${LLVM_VERSION}")
endif()
