// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.negate.fold.double-negate
// CORPUS-KEY: pattern tosa.reciprocal.fold.splat-const
// CORPUS-KEY: pattern tosa.reduce_sum.layerwise.const
// CORPUS-SEED: 992716
// PIPELINE: vectorize
// CORPUS-CORRECT: 2:642a9d7520966e18 8:edbc5a0a5c71d527 12:a8712a38fae9ccbb 15:5d6de3ed3405a149 18:26f91aec86170840
// CORPUS-CORRECT: 19:cce8215dd845ef84 20:8318a05b197bf864 24:b3d752a287d155d5
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
