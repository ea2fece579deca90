// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.greater.fold.const
// CORPUS-KEY: pattern tosa.intdiv.fold.const
// CORPUS-KEY: pattern tosa.reduce_min.layerwise.const
// CORPUS-SEED: 994696
// PIPELINE: vectorize
// CORPUS-STEP: 2 tosa-optional-decompositions correct 0cae3bdf485ab778
// CORPUS-STEP: 8 tosa-layerwise-constant-fold correct 983d4655ceab3744
// CORPUS-STEP: 12 tosa-to-arith correct b7119e902ce6b5c8
// CORPUS-STEP: 15 one-shot-bufferize correct 071d2dcc6e2ec762
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 420317796c94711a
// CORPUS-STEP: 19 canonicalize correct eff9b0b3826d5d9f
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 4ecd2b994fd92a4e
// CORPUS-STEP: 24 convert-bufferization-to-memref correct a172cdf160fe2857
func.func @main() -> (tensor<i32>, tensor<4x1xf32>) {
  %0 = "tosa.const"() <{values = dense<-873690649> : tensor<i32>}> : () -> tensor<i32>
  %1 = "tosa.const"() <{values = dense<12> : tensor<i32>}> : () -> tensor<i32>
  %2 = tosa.intdiv %1, %0 : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %3 = "tosa.const"() <{values = dense<-1> : tensor<4x4xi32>}> : () -> tensor<4x4xi32>
  %4 = tosa.greater %3, %3 : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
  %5 = tosa.cast %4 : (tensor<4x4xi1>) -> tensor<4x4xi8>
  %6 = tosa.reduce_min %5 {axis = 1 : i32} : (tensor<4x4xi8>) -> tensor<4x1xi8>
  %7 = tosa.cast %6 : (tensor<4x1xi8>) -> tensor<4x1xf32>
  return %2, %7 : tensor<i32>, tensor<4x1xf32>
}
