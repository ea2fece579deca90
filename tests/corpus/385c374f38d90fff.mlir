// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.addf.fold.const
// CORPUS-KEY: pattern arith.addf.fold.neg-zero
// CORPUS-KEY: pattern arith.divf.fold.const
// CORPUS-KEY: pattern arith.divf.fold.one-rhs
// CORPUS-KEY: pattern arith.negf.fold.const
// CORPUS-KEY: pattern arith.negf.fold.double-neg
// CORPUS-KEY: pattern math.exp.fold.const
// CORPUS-KEY: pattern tosa.cast.fold.same-type
// CORPUS-KEY: pattern tosa.cast.fold.splat-const
// CORPUS-KEY: pattern tosa.select.fold.const-predicate
// CORPUS-KEY: pattern tosa.sub.fold.const
// CORPUS-KEY: pattern tosa.sub.fold.zero-rhs
// CORPUS-SEED: 994094
// PIPELINE: full
// CORPUS-CORRECT: 0:012f3a5faa512852 17:51af8ebcae5f2a42 18:a80fbd5304532acb 20:1941da666ae33c8a 25:f325fa3233fb096d
// CORPUS-CORRECT: 30:ca060a76c9b3d296 33:a9caa4f5ccdbb876 34:ea74fd6e5c301800 35:ca060a76c9b3d296 40:def01cbf0f6e280d
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops inconclusive a44e27396c6d1ddb
module {
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "tosa.const"() <{values = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %2 = tosa.select %1, %0, %arg0 : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %3 = tosa.cast %2 : (tensor<f32>) -> tensor<i32>
    %4 = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %5 = tosa.sub %3, %4 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = tosa.cast %5 : (tensor<i32>) -> tensor<f32>
    %7 = tosa.sigmoid %6 : (tensor<f32>) -> tensor<f32>
    return %7 : tensor<f32>
  }
}
