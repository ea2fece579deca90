// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pass tosa-infer-shapes
// CORPUS-KEY: pattern tensor.dim.canon.of-cast
// CORPUS-KEY: pattern tensor.dim.canon.of-dest-style
// CORPUS-KEY: pattern tensor.dim.canon.of-reshape
// CORPUS-SEED: 994943
// PIPELINE: linalg-opt
// CORPUS-STEP: 4 tosa-infer-shapes correct 67f2f2698a1fca17
// CORPUS-STEP: 11 tosa-to-linalg correct 2e93ec771d75dd38
// CORPUS-STEP: 14 canonicalize correct e1c285df32c919b3
// CORPUS-STEP: 16 linalg-fuse-elementwise-ops correct 3ad7000e106f715d
// CORPUS-STEP: 17 linalg-fold-unit-extent-dims correct 103f8a7f7769cb8a
// CORPUS-STEP: 18 linalg-generalize-named-ops correct 59d8cabe84da471e
// CORPUS-STEP: 19 linalg-specialize-generic-ops correct 103f8a7f7769cb8a
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = tosa.reduce_sum %arg0 {axis = 0 : i32} : (tensor<?x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
}
