// fMAX + fMAX folded to +Inf (as a constant operand of an add): IEEE overflow gives +Inf: correct; the abstract domain cannot evaluate the addition.
// VERDICT: correct
// (The abstract domain proves this one: constants fold exactly and the
// identity/commutativity facts of the encoding suffice.)
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %m = arith.constant 3.40282347E+38 : f32
    %s = arith.addf %m, %m : f32
    %y = arith.addf %x0, %s : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %s = arith.constant 0x7F800000 : f32
    %y = arith.addf %x0, %s : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
