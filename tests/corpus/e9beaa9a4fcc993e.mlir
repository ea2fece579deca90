// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.mul.fold.const
// CORPUS-KEY: pattern tosa.mul.fold.zero-lhs
// CORPUS-KEY: pattern tosa.mul.fold.zero-rhs
// CORPUS-SEED: 1702729
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 2:16a2511cf9ac2341 12:6671daecce7b2180
func.func @main() -> tensor<5x1x3xf32> {
  %0 = "tosa.const"() <{values = dense<0.0> : tensor<5x1x3xf32>}> : () -> tensor<5x1x3xf32>
  %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = tosa.mul %0, %0, %1 : (tensor<5x1x3xf32>, tensor<5x1x3xf32>, tensor<1xi8>) -> tensor<5x1x3xf32>
  return %2 : tensor<5x1x3xf32>
}
