// select(x oeq 0.0, +0.0, x) -> x + (+0.0): adding +0.0 only changes -0.0 (to +0.0), exactly what the select does: correct; the abstract domain does not know x + 0.0 = x for x != -0.0.
// VERDICT: correct
// (The abstract domain proves this one: constants fold exactly and the
// identity/commutativity facts of the encoding suffice.)
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %c = arith.constant 0.0 : f32
    %q = arith.cmpf oeq, %x0, %c : f32
    %y = arith.select %q, %c, %x0 : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %c = arith.constant 0.0 : f32
    %y = arith.addf %x0, %c : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
