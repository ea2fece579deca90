// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.equal.fold.same-int-operand
// CORPUS-SEED: 996097
// PIPELINE: bufferize
// CORPUS-CORRECT: 2:e5a24cf835f527fb 12:37a3d89591092790 15:89df51785adaba20 18:2c50a489d68889b7 19:e869fd9b9c734157
// CORPUS-CORRECT: 20:ea62128d009fd3f7 24:567b2a069c4d26fb
module {
  func.func @main(%arg0: tensor<i32>) -> tensor<i1> {
    %0 = tosa.equal %arg0, %arg0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
}
