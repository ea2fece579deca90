# llvm-lit configuration of tests/bugs/lit/: one test per documented MLIR bug, in the form MLIR's own
# test suite uses (docs/TRIAGE.md "Handing a bug upstream"). Written by `tvfuzz exec FILE --lit` and
# scripts/make-lit-tests.sh; each is XFAIL while the bug is in the installed MLIR.
import os

import lit.formats

config.name = "tvfuzz-bugs"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.environ.get("TVFUZZ_LIT_EXEC_ROOT", config.test_source_root)

# The MLIR 22 tools (mlir-22-tools) and lit's own (llvm-22-tools: FileCheck, not).
llvm_bin = "/usr/lib/llvm-22/bin"
llvm_lib = "/usr/lib/llvm-22/lib"
config.environment["PATH"] = os.pathsep.join([llvm_bin, "/usr/bin", os.environ.get("PATH", "")])
config.substitutions.append(("%mlir_runner_utils", os.path.join(llvm_lib, "libmlir_runner_utils.so")))
config.substitutions.append(("%mlir_c_runner_utils", os.path.join(llvm_lib, "libmlir_c_runner_utils.so")))
