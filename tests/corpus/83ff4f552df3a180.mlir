// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass tosa-to-mlprogram
// CORPUS-SEED: 1507752
// PIPELINE: expand
// CORPUS-CORRECT: 0:047991b289a2f6d6
module {
  tosa.variable @state = dense<0.000000e+00> : tensor<f32>
  func.func @main(%arg0: tensor<f32>) {
    tosa.variable_write @state, %arg0 : tensor<f32>
    return
  }
}
