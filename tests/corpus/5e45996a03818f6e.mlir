// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.mul.fold.const
// CORPUS-KEY: pattern tosa.mul.fold.one-lhs
// CORPUS-KEY: pattern tosa.mul.fold.one-rhs
// CORPUS-KEY: pattern tosa.mul.fold.zero-lhs
// CORPUS-KEY: pattern tosa.mul.fold.zero-rhs
// CORPUS-KEY: pattern tosa.reduce_max.fold.unit-axis
// CORPUS-SEED: 995086
// PIPELINE: tosa-opt
// CORPUS-STEP: 0 canonicalize miscompile e4d009edf32eee1b
module {
  func.func @main(%arg0: tensor<1xf32>) -> tensor<1xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.reduce_max %0 {axis = 0 : i32} : (tensor<1xf32>) -> tensor<1xf32>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = tosa.mul %1, %arg0, %2 : (tensor<1xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<1xf32>
    return %3 : tensor<1xf32>
  }
}
