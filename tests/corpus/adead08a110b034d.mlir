// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.equal.fold.const
// CORPUS-SEED: 990109
// PIPELINE: tosa-opt
// CORPUS-STEP: 0 canonicalize correct 67c132d16baeb639
func.func @main() -> tensor<1xi1> {
  %0 = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.equal %0, %0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
  return %1 : tensor<1xi1>
}
