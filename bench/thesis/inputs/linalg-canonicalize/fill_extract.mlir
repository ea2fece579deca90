// ROW: linalg-canonicalize
// PASSES: --canonicalize
// NOTE: tensor.extract of a linalg.fill (64x64) folds to the fill value; a tensor.from_elements/extract pair folds to the element; the dead generic on tensor<64x64xf32> is erased.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<64x64xf32>, %s: f32, %p: f32, %q: f32) -> f32 {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %dead = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %f : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  %x = tensor.extract %f[%c3, %c1] : tensor<64x64xf32>
  %t = tensor.from_elements %p, %q, %x, %s : tensor<2x2xf32>
  %y = tensor.extract %t[%c1, %c0] : tensor<2x2xf32>
  %z = arith.mulf %y, %q : f32
  return %z : f32
}
