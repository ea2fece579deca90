// arith.maximumf x, y -> select(x ogt y, x, y): for x = -0.0, y = +0.0 fine, but x = +0.0, y = -0.0 gives -0.0 instead of +0.0 (and NaN x is dropped): miscompile.
// (Re-examined for issue 13: arith.maximumf is IEEE 754-2019 maximum, deterministic with -0.0 < +0.0; only the TOSA ops leave the sign of a zero open, so this stays a miscompile.)
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %o: f32):
    %y = arith.maximumf %x0, %x1 : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %o: f32):
    %c = arith.cmpf ogt, %x0, %x1 : f32
    %y = arith.select %c, %x0, %x1 : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
