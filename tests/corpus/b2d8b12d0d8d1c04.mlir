// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.negate.fold.double-negate
// CORPUS-KEY: pattern tosa.reciprocal.fold.splat-const
// CORPUS-KEY: pattern tosa.reduce_sum.layerwise.const
// CORPUS-SEED: 992716
// PIPELINE: vectorize
// CORPUS-STEP: 2 tosa-optional-decompositions correct 8b5abdbe7e9c8a95
// CORPUS-STEP: 8 tosa-layerwise-constant-fold correct edbc5a0a5c71d527
// CORPUS-STEP: 12 tosa-to-arith correct a8712a38fae9ccbb
// CORPUS-STEP: 15 one-shot-bufferize correct 5d6de3ed3405a149
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 26f91aec86170840
// CORPUS-STEP: 19 canonicalize correct cce8215dd845ef84
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 8318a05b197bf864
// CORPUS-STEP: 24 convert-bufferization-to-memref correct b3d752a287d155d5
func.func @main() -> tensor<1xi32> {
  %0 = "tosa.const"() <{values = dense<-0.125> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
  %1 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %2 = tosa.negate %0, %1, %1 : (tensor<1x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3xf32>
  %3 = tosa.reciprocal %2 : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %5 = tosa.mul %3, %0, %4 : (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1xi8>) -> tensor<1x3xf32>
  %6 = tosa.rsqrt %5 : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %7 = tosa.argmax %6 {axis = 0 : i32, nan_mode = IGNORE} : (tensor<1x3xf32>) -> tensor<3xi32>
  %8 = tosa.reduce_sum %7 {axis = 0 : i32} : (tensor<3xi32>) -> tensor<1xi32>
  return %8 : tensor<1xi32>
}
