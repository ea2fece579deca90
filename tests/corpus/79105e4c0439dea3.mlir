// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.negate.fold.double-negate
// CORPUS-KEY: pattern tosa.reciprocal.fold.splat-const
// CORPUS-KEY: pattern tosa.reduce_sum.layerwise.const
// CORPUS-SEED: 992716
// PIPELINE: vectorize
// CORPUS-STEP: 2 tosa-optional-decompositions correct 642a9d7520966e18
// CORPUS-STEP: 8 tosa-layerwise-constant-fold correct edbc5a0a5c71d527
// CORPUS-STEP: 12 tosa-to-arith correct a8712a38fae9ccbb
// CORPUS-STEP: 15 one-shot-bufferize correct 5d6de3ed3405a149
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 26f91aec86170840
// CORPUS-STEP: 19 canonicalize correct cce8215dd845ef84
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 8318a05b197bf864
// CORPUS-STEP: 24 convert-bufferization-to-memref correct b3d752a287d155d5
module {
  func.func @main() -> tensor<1xi32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x2xf32>}> : () -> tensor<1x2xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = tosa.negate %0, %1, %1 : (tensor<1x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2xf32>
    %3 = tosa.reciprocal %2 : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %4 = tosa.argmax %3 {axis = 0 : i32} : (tensor<1x2xf32>) -> tensor<2xi32>
    %5 = tosa.reduce_sum %4 {axis = 0 : i32} : (tensor<2xi32>) -> tensor<1xi32>
    return %5 : tensor<1xi32>
  }
}
