// One tosa.maximum result returned twice, lowered to one maximumf returned twice: both copies carry the same zero, which one src choice matches: correct (the joint check over shared choices, tv.c check_dep_groups, must find one choice for both results).
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = tosa.maximum %a0, %a1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0, %0 : tensor<2xf32>, tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %o: f32):
    %m = arith.maximumf %x0, %x1 : f32
    linalg.yield %m : f32
  } -> tensor<2xf32>
  return %r, %r : tensor<2xf32>, tensor<2xf32>
}
