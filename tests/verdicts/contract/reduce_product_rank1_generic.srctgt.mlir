// tosa.reduce_product axis 0 of tensor<3xf32> -> fill 1.0 on a rank-0 init + a reduction generic (map (d0) -> ()) with mulf acc, x (operands commuted) + expand_shape: correct.
// VERDICT: correct
#in = affine_map<(d0) -> (d0)>
#out = affine_map<(d0) -> ()>
func.func @src(%a: tensor<3xf32>) -> tensor<1xf32> {
  %0 = tosa.reduce_product %a {axis = 0 : i32} : (tensor<3xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @tgt(%a: tensor<3xf32>) -> tensor<1xf32> {
  %e = tensor.empty() : tensor<f32>
  %one = arith.constant 1.0 : f32
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction"]} ins(%a : tensor<3xf32>) outs(%f : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %m = arith.mulf %acc, %x : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  %x = tensor.expand_shape %r [] output_shape [1] : tensor<f32> into tensor<1xf32>
  return %x : tensor<1xf32>
}
