// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.greater_equal.fold.const
// CORPUS-SEED: 993889
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:3471a64fc95fe0a3
module {
  func.func @main() -> tensor<i1> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = tosa.greater_equal %0, %0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %1 : tensor<i1>
  }
}
