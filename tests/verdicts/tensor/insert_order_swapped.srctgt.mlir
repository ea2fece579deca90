// tensor.insert a then b at the same index -> b then a (the later write is lost): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%t: tensor<2xf32>, %a: f32, %b: f32) -> tensor<2xf32> {
  %i = arith.constant 0 : index
  %u = tensor.insert %a into %t[%i] : tensor<2xf32>
  %w = tensor.insert %b into %u[%i] : tensor<2xf32>
  return %w : tensor<2xf32>
}
func.func @tgt(%t: tensor<2xf32>, %a: f32, %b: f32) -> tensor<2xf32> {
  %i = arith.constant 0 : index
  %u = tensor.insert %b into %t[%i] : tensor<2xf32>
  %w = tensor.insert %a into %u[%i] : tensor<2xf32>
  return %w : tensor<2xf32>
}
