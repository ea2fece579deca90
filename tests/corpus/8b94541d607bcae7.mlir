// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pass tosa-infer-shapes
// CORPUS-KEY: pattern tensor.dim.canon.of-cast
// CORPUS-KEY: pattern tensor.dim.canon.of-dest-style
// CORPUS-KEY: pattern tensor.dim.canon.of-reshape
// CORPUS-SEED: 994943
// PIPELINE: linalg-opt
// CORPUS-STEP: 4 tosa-infer-shapes correct 55c53a27b9dd46a7
// CORPUS-STEP: 11 tosa-to-linalg correct f51c58ec40a7d021
// CORPUS-STEP: 14 canonicalize correct 05a29883e6900ac2
// CORPUS-STEP: 16 linalg-fuse-elementwise-ops correct 2fc885fef15ed2f1
// CORPUS-STEP: 17 linalg-fold-unit-extent-dims correct ea783c371facf2b2
// CORPUS-STEP: 18 linalg-generalize-named-ops correct ecc2f5a248dab4f9
// CORPUS-STEP: 19 linalg-specialize-generic-ops correct ea783c371facf2b2
// tvfuzz dynamic variant: 2 argument dims made '?' (1 of size 1) in 1 arguments, 2 op results by propagation, 0 returned results dynamic
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = tosa.reduce_sum %arg0 {axis = 0 : i32} : (tensor<?x?xf32>) -> tensor<?x?xf32>
    %1 = tosa.sigmoid %0 : (tensor<?x?xf32>) -> tensor<?x?xf32>
    return %1 : tensor<?x?xf32>
  }
}

