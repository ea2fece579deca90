// two tensor.insert at the same index -> only the last one: correct.
// VERDICT: correct
func.func @src(%t: tensor<2xf32>, %a: f32, %b: f32) -> tensor<2xf32> {
  %i = arith.constant 0 : index
  %u = tensor.insert %a into %t[%i] : tensor<2xf32>
  %w = tensor.insert %b into %u[%i] : tensor<2xf32>
  return %w : tensor<2xf32>
}
func.func @tgt(%t: tensor<2xf32>, %a: f32, %b: f32) -> tensor<2xf32> {
  %i = arith.constant 0 : index
  %w = tensor.insert %b into %t[%i] : tensor<2xf32>
  return %w : tensor<2xf32>
}
