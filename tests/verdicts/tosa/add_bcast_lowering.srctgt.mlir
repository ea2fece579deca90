// tosa.add 2x2 + 1x2 -> linalg.generic with broadcast map (d0,d1)->(0,d1) and arith.addf (the tosa-to-linalg form): correct.
// VERDICT: correct
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#bc = affine_map<(d0, d1) -> (0, d1)>
#bad = affine_map<(d0, d1) -> (0, d0)>
func.func @src(%a0: tensor<2x2xf32>, %a1: tensor<1x2xf32>) -> tensor<2x2xf32> {
  %0 = tosa.add %a0, %a1 : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func @tgt(%a0: tensor<2x2xf32>, %a1: tensor<1x2xf32>) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %r = linalg.generic {indexing_maps = [#id2, #bc, #id2], iterator_types = ["parallel", "parallel"]} ins(%a0, %a1 : tensor<2x2xf32>, tensor<1x2xf32>) outs(%e : tensor<2x2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %o: f32):
    %y = arith.addf %x0, %x1 : f32
    linalg.yield %y : f32
  } -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
