// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.equal.fold.same-int-operand
// CORPUS-SEED: 996097
// PIPELINE: bufferize
// CORPUS-STEP: 2 tosa-optional-decompositions correct e5a24cf835f527fb
// CORPUS-STEP: 12 tosa-to-arith correct 37a3d89591092790
// CORPUS-STEP: 15 one-shot-bufferize correct 89df51785adaba20
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 2c50a489d68889b7
// CORPUS-STEP: 19 canonicalize correct e869fd9b9c734157
// CORPUS-STEP: 20 buffer-deallocation-simplification correct ea62128d009fd3f7
// CORPUS-STEP: 24 convert-bufferization-to-memref correct 567b2a069c4d26fb
module {
  func.func @main(%arg0: tensor<i32>) -> tensor<i1> {
    %0 = tosa.equal %arg0, %arg0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
}
