// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reduce_sum.layerwise.const
// CORPUS-SEED: 1303783
// PIPELINE: expand
// CORPUS-CORRECT: 8:edbc5a0a5c71d527 12:a8712a38fae9ccbb
module {
  func.func @main() -> tensor<1xi32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1 = tosa.reduce_sum %0 {axis = 0 : i32} : (tensor<2xi32>) -> tensor<1xi32>
    return %1 : tensor<1xi32>
  }
}
