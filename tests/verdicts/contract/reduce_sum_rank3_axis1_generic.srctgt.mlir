// tosa.reduce_sum axis 1 of 2x3x2 f32 -> fill +0.0 + linalg.generic with iterators [parallel, reduction, parallel] and output map (d0, d2), then expand_shape to 2x1x2 (what linalg-generalize-named-ops makes of the reduce): correct.
// VERDICT: correct
#in = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#out = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @src(%a: tensor<2x3x2xf32>) -> tensor<2x1x2xf32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3x2xf32>) -> tensor<2x1x2xf32>
  return %0 : tensor<2x1x2xf32>
}
func.func @tgt(%a: tensor<2x3x2xf32>) -> tensor<2x1x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a : tensor<2x3x2xf32>) outs(%f : tensor<2x2xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2x2xf32>
  %x = tensor.expand_shape %r [[0, 1], [2]] output_shape [2, 1, 2] : tensor<2x2xf32> into tensor<2x1x2xf32>
  return %x : tensor<2x1x2xf32>
}
