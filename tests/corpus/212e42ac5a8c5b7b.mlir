// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.intdiv.fold.zero-lhs
// CORPUS-SEED: 994207
// PIPELINE: bufferize
// CORPUS-STEP: 2 tosa-optional-decompositions correct 88df6340dbcde56f
// CORPUS-STEP: 12 tosa-to-arith correct 816bf723f3d9aa60
// CORPUS-STEP: 15 one-shot-bufferize correct a330a85c13309473
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct e9f302ec1fd684b1
// CORPUS-STEP: 19 canonicalize correct 10350d8c4eca9bee
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 7cf68a120878f4de
// CORPUS-STEP: 24 convert-bufferization-to-memref correct 42a7a95718ce8680
module {
  func.func @main() -> tensor<i32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = tosa.intdiv %0, %0 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
}
