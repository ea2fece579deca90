// tosa.reduce_sum axis 1 of 2x3 -> +0.0 fill and a linalg.generic reduction in index order (the tosa-to-linalg form): the same sums in the same order, so level 0 (each fold step an uninterpreted function) already proves it: correct at refinement level 0.
// VERDICT: correct
// LEVEL[abstract]: 0
// LEVEL[exact]: 2
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0, 0)>
func.func @src(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
func.func @tgt(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x1xf32>) -> tensor<2x1xf32>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<2x3xf32>) outs(%f : tensor<2x1xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2x1xf32>
  return %r : tensor<2x1xf32>
}
