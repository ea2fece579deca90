// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.greater_equal.fold.const
// CORPUS-SEED: 993889
// PIPELINE: tosa-opt
// CORPUS-STEP: 0 canonicalize correct a31cbba31f41e5e3
func.func @main() -> tensor<1x1xi1> {
  %0 = "tosa.const"() <{values = dense<-176.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %1 = "tosa.const"() <{values = dense<0x8B2DF7C1> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %2 = tosa.greater_equal %1, %0 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
  %3 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %4 = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %5 = tosa.slice %2, %3, %4 : (tensor<1x1xi1>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1xi1>
  return %5 : tensor<1x1xi1>
}
