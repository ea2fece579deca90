// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reduce_any.layerwise.const
// CORPUS-SEED: 1703323
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 8:67c132d16baeb639 12:314286bec1e1147d
module {
  func.func @main() -> tensor<1xi1> {
    %0 = "tosa.const"() <{values = dense<true> : tensor<2xi1>}> : () -> tensor<2xi1>
    %1 = tosa.reduce_any %0 {axis = 0 : i32} : (tensor<2xi1>) -> tensor<1xi1>
    return %1 : tensor<1xi1>
  }
}
