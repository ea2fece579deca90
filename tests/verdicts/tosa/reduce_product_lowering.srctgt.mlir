// tosa.reduce_product axis 1 -> fill 1.0 + linalg.reduce (mulf) + expand_shape: 1.0 * x = x exactly, then the same product order: correct.
// VERDICT: correct
func.func @src(%a0: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_product %a0 {axis = 1 : i32} : (tensor<2x2xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
func.func @tgt(%a0: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %cst = arith.constant 1.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%a0 : tensor<2x2xf32>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %y = arith.mulf %in, %init : f32
      linalg.yield %y : f32
    }
  %x = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  return %x : tensor<2x1xf32>
}
