// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.add.fold.const
// CORPUS-SEED: 992059
// PIPELINE: vectorize
// CORPUS-STEP: 2 tosa-optional-decompositions correct 546b9ce6e9ec7f81
// CORPUS-STEP: 12 tosa-to-arith correct 9491032b8e320eb5
// CORPUS-STEP: 15 one-shot-bufferize correct e1448d40da01cd3f
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 68955df204d4a5d0
// CORPUS-STEP: 19 canonicalize correct a7c80aa70197a13a
// CORPUS-STEP: 20 buffer-deallocation-simplification correct a521e1a84246734e
// CORPUS-STEP: 24 convert-bufferization-to-memref correct c28e77021cd6d369
module {
  func.func @main() -> tensor<f32> {
    %0 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = tosa.add %0, %0 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
}
