// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.add.fold.const
// CORPUS-SEED: 992059
// PIPELINE: vectorize
// CORPUS-CORRECT: 2:546b9ce6e9ec7f81 12:9491032b8e320eb5 15:e1448d40da01cd3f 18:68955df204d4a5d0 19:a7c80aa70197a13a
// CORPUS-CORRECT: 20:a521e1a84246734e 24:c28e77021cd6d369
module {
  func.func @main() -> tensor<f32> {
    %0 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = tosa.add %0, %0 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
}
