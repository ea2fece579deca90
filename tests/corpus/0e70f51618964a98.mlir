// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass tosa-infer-shapes
// CORPUS-KEY: pattern tensor.dim.canon.of-cast
// CORPUS-KEY: pattern tensor.dim.canon.of-dest-style
// CORPUS-KEY: pattern tensor.dim.canon.of-reshape
// CORPUS-SEED: 994943
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 4:67f2f2698a1fca17 11:2e93ec771d75dd38 14:e1c285df32c919b3 16:3ad7000e106f715d 17:103f8a7f7769cb8a
// CORPUS-CORRECT: 18:59d8cabe84da471e 19:103f8a7f7769cb8a
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = tosa.reduce_sum %arg0 {axis = 0 : i32} : (tensor<?x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
}
