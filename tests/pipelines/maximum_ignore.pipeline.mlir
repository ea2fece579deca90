// tosa.maximum nan_mode = IGNORE against a constant without zeros.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = "tosa.const"() <{values = dense<[1.5, -2.0, 0.5, 3.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0 = tosa.maximum %a, %c {nan_mode = IGNORE} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
