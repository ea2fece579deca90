// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.greater.fold.const
// CORPUS-SEED: 1703699
// PIPELINE: tosa-lowering
// CORPUS-CORRECT: 2:72cb323554b2aa14 12:11acff0ca45fe05f
module {
  func.func @main() -> tensor<i1> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %1 = tosa.greater %0, %0 : (tensor<f16>, tensor<f16>) -> tensor<i1>
    return %1 : tensor<i1>
  }
}
