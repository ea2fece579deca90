// Seed: tosa.maximum / tosa.minimum with nan_mode = IGNORE (NaN operands are ignored), incl. a NaN constant.
func.func @main(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %c = "tosa.const"() <{values = dense<[[0x7FC00000, 1.0], [-0.0, 0x7FC00000]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %0 = tosa.maximum %a, %c {nan_mode = IGNORE} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = tosa.minimum %0, %b {nan_mode = IGNORE} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0, %1 : tensor<2x2xf32>, tensor<2x2xf32>
}
