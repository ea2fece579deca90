// tensor.pad whose low/high amounts are SSA index constants (as tosa-to-tensor emits) -> the same pad with static amounts: correct.
// VERDICT: correct
func.func @src(%t: tensor<2xf32>) -> tensor<3xf32> {
  %c = arith.constant -0.0 : f32
  %l = arith.constant 0 : index
  %h = arith.constant 1 : index
  %p = tensor.pad %t low[%l] high[%h] {
  ^bb0(%i: index):
    tensor.yield %c : f32
  } : tensor<2xf32> to tensor<3xf32>
  return %p : tensor<3xf32>
}
func.func @tgt(%t: tensor<2xf32>) -> tensor<3xf32> {
  %c = arith.constant -0.0 : f32
  %p = tensor.pad %t low[0] high[1] {
  ^bb0(%i: index):
    tensor.yield %c : f32
  } : tensor<2xf32> to tensor<3xf32>
  return %p : tensor<3xf32>
}
