// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
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
// CORPUS-STEP: 0 canonicalize correct 012f3a5faa512852
// CORPUS-STEP: 17 tosa-to-linalg correct 51af8ebcae5f2a42
// CORPUS-STEP: 18 tosa-to-arith correct a80fbd5304532acb
// CORPUS-STEP: 20 canonicalize correct 1941da666ae33c8a
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops inconclusive a44e27396c6d1ddb
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct f325fa3233fb096d
// CORPUS-STEP: 30 one-shot-bufferize correct ca060a76c9b3d296
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct a9caa4f5ccdbb876
// CORPUS-STEP: 34 canonicalize correct ea74fd6e5c301800
// CORPUS-STEP: 35 buffer-deallocation-simplification correct ca060a76c9b3d296
// CORPUS-STEP: 40 convert-linalg-to-loops correct def01cbf0f6e280d
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
