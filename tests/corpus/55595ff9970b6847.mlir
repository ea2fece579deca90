// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.reduce_sum.fold.unit-axis
// CORPUS-SEED: 996887
// PIPELINE: linalg-opt
// CORPUS-STEP: 2 tosa-optional-decompositions correct 48811f05fc76ce18
// CORPUS-STEP: 12 tosa-to-arith correct bd55a98a2e695899
func.func @main() -> tensor<1x3x5xf16> {
  %0 = "tosa.const"() <{values = dense<-0.0> : tensor<1x3x5xf16>}> : () -> tensor<1x3x5xf16>
  %1 = tosa.reduce_sum %0 {axis = 0 : i32} : (tensor<1x3x5xf16>) -> tensor<1x3x5xf16>
  return %1 : tensor<1x3x5xf16>
}
