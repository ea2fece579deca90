// tosa.reduce_sum axis 3 of 1x2x1x3 f32 -> fill +0.0 + linalg.reduce dimensions [3] + expand_shape [[0], [1], [2, 3]]: correct.
// VERDICT: correct
func.func @src(%a: tensor<1x2x1x3xf32>) -> tensor<1x2x1x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 3 : i32} : (tensor<1x2x1x3xf32>) -> tensor<1x2x1x1xf32>
  return %0 : tensor<1x2x1x1xf32>
}
func.func @tgt(%a: tensor<1x2x1x3xf32>) -> tensor<1x2x1x1xf32> {
  %e = tensor.empty() : tensor<1x2x1xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
  %r = linalg.reduce ins(%a : tensor<1x2x1x3xf32>) outs(%f : tensor<1x2x1xf32>) dimensions = [3]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %x = tensor.expand_shape %r [[0], [1], [2, 3]] output_shape [1, 2, 1, 1] : tensor<1x2x1xf32> into tensor<1x2x1x1xf32>
  return %x : tensor<1x2x1x1xf32>
}
