// tosa.gather values 1x3x2, indices 1x2 (out-of-range indices are unpredictable in TOSA).
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%v: tensor<1x3x2xf32>, %i: tensor<1x2xi32>) -> tensor<1x2x2xf32> {
  %0 = tosa.gather %v, %i : (tensor<1x3x2xf32>, tensor<1x2xi32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
