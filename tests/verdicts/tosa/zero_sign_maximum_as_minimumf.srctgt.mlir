// tosa.maximum lowered with arith.minimumf (max returning the min): max(1.0, 2.0) = 2.0 but the lowering gives 1.0; no choice of zero sign can explain it: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.maximum %a0, %a1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tgt(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x0: f32, %x1: f32, %o: f32):
    %y = arith.minimumf %x0, %x1 : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
