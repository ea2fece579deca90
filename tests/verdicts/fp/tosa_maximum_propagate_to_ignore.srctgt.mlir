// tosa.maximum (PROPAGATE) -> tosa.maximum nan_mode = IGNORE: NaN operands are now ignored instead of propagated: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.maximum %a0, %a1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.maximum %a0, %a1 {nan_mode = IGNORE} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
