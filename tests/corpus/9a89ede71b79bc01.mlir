// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass tosa-reduce-transposes
// CORPUS-SEED: 994033
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 2:70435f0b44c2b448
module {
  func.func @main() -> tensor<2x2x1x1xi1> {
    %0 = "tosa.const"() <{values = dense<true> : tensor<1x1x2x2xi1>}> : () -> tensor<1x1x2x2xi1>
    %1 = tosa.logical_not %0 : (tensor<1x1x2x2xi1>) -> tensor<1x1x2x2xi1>
    %2 = tosa.transpose %1 {perms = array<i32: 3, 2, 1, 0>} : (tensor<1x1x2x2xi1>) -> tensor<2x2x1x1xi1>
    return %2 : tensor<2x2x1x1xi1>
  }
}
