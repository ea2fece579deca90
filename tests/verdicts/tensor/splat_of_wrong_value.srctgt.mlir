// tensor.splat x -> tensor.from_elements y, y: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: f32, %y: f32) -> tensor<2xf32> {
  %s = tensor.splat %x : tensor<2xf32>
  return %s : tensor<2xf32>
}
func.func @tgt(%x: f32, %y: f32) -> tensor<2xf32> {
  %s = tensor.from_elements %y, %y : tensor<2xf32>
  return %s : tensor<2xf32>
}
