// arith.maximumf x, 2.0 guarded by select(isnan(x), 2.0, .) -> arith.maxnumf x, 2.0: both return 2.0 for NaN x and agree elsewhere (2.0 is not a zero, so no sign tie): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %c = arith.constant 2.0 : f32
    %m = arith.maximumf %x0, %c : f32
    %n = arith.cmpf uno, %x0, %x0 : f32
    %y = arith.select %n, %c, %m : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %c = arith.constant 2.0 : f32
    %y = arith.maxnumf %x0, %c : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
