// tosa.reduce_sum axis 0 of a rank-1 tensor<3xf32> -> fill +0.0 on a rank-0 init, linalg.reduce dimensions [0], expand_shape [] to tensor<1xf32> (the tosa-to-linalg form): same +0.0 start and index order as REDUCE_SUM: correct.
// VERDICT: correct
func.func @src(%a: tensor<3xf32>) -> tensor<1xf32> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<3xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @tgt(%a: tensor<3xf32>) -> tensor<1xf32> {
  %e = tensor.empty() : tensor<f32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%a : tensor<3xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %x = tensor.expand_shape %r [] output_shape [1] : tensor<f32> into tensor<1xf32>
  return %x : tensor<1xf32>
}
