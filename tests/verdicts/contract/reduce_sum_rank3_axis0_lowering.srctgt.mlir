// tosa.reduce_sum axis 0 of 2x2x2 f32 -> fill +0.0 + linalg.reduce dimensions [0] + expand_shape [[0, 1], [2]] (the tosa-to-linalg form): correct.
// VERDICT: correct
func.func @src(%a: tensor<2x2x2xf32>) -> tensor<1x2x2xf32> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x2x2xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
func.func @tgt(%a: tensor<2x2x2xf32>) -> tensor<1x2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.reduce ins(%a : tensor<2x2x2xf32>) outs(%f : tensor<2x2xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %x = tensor.expand_shape %r [[0, 1], [2]] output_shape [1, 2, 2] : tensor<2x2xf32> into tensor<1x2x2xf32>
  return %x : tensor<1x2x2xf32>
}
