// tosa.reduce_product axis 2 of 2x2x2 f32 -> fill 1.0 + linalg.reduce (mulf) + expand_shape [[0], [1, 2]] (the tosa-to-linalg form): 1.0 * x = x exactly, then the same product order: correct.
// VERDICT: correct
func.func @src(%a: tensor<2x2x2xf32>) -> tensor<2x2x1xf32> {
  %0 = tosa.reduce_product %a {axis = 2 : i32} : (tensor<2x2x2xf32>) -> tensor<2x2x1xf32>
  return %0 : tensor<2x2x1xf32>
}
func.func @tgt(%a: tensor<2x2x2xf32>) -> tensor<2x2x1xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %one = arith.constant 1.0 : f32
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.reduce ins(%a : tensor<2x2x2xf32>) outs(%f : tensor<2x2xf32>) dimensions = [2]
    (%in: f32, %init: f32) {
      %m = arith.mulf %in, %init : f32
      linalg.yield %m : f32
    }
  %x = tensor.expand_shape %r [[0], [1, 2]] output_shape [2, 2, 1] : tensor<2x2xf32> into tensor<2x2x1xf32>
  return %x : tensor<2x2x1xf32>
}
