// Seed: integer tosa.reduce_sum on i32 over the last axis of a rank-3 tensor.
func.func @main(%a: tensor<2x2x3xi32>) -> tensor<2x2x1xi32> {
  %0 = tosa.reduce_sum %a {axis = 2 : i32} : (tensor<2x2x3xi32>) -> tensor<2x2x1xi32>
  return %0 : tensor<2x2x1xi32>
}
