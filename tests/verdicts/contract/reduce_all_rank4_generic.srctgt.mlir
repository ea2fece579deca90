// tosa.reduce_all axis 1 of 1x2x2x2 i1 -> fill true + a reduction generic (iterators [parallel, reduction, parallel, parallel], output map (d0, d2, d3)) + expand_shape [[0, 1], [2], [3]]: correct.
// VERDICT: correct
#in = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#out = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
func.func @src(%a: tensor<1x2x2x2xi1>) -> tensor<1x1x2x2xi1> {
  %0 = tosa.reduce_all %a {axis = 1 : i32} : (tensor<1x2x2x2xi1>) -> tensor<1x1x2x2xi1>
  return %0 : tensor<1x1x2x2xi1>
}
func.func @tgt(%a: tensor<1x2x2x2xi1>) -> tensor<1x1x2x2xi1> {
  %e = tensor.empty() : tensor<1x2x2xi1>
  %t = arith.constant true
  %f = linalg.fill ins(%t : i1) outs(%e : tensor<1x2x2xi1>) -> tensor<1x2x2xi1>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%a : tensor<1x2x2x2xi1>) outs(%f : tensor<1x2x2xi1>) {
  ^bb0(%x: i1, %acc: i1):
    %y = arith.andi %acc, %x : i1
    linalg.yield %y : i1
  } -> tensor<1x2x2xi1>
  %o = tensor.expand_shape %r [[0, 1], [2], [3]] output_shape [1, 1, 2, 2] : tensor<1x2x2xi1> into tensor<1x1x2x2xi1>
  return %o : tensor<1x1x2x2xi1>
}
