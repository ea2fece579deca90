// tosa.abs lowered as select(x < 0, -x, x): -0.0 < 0 is false so abs(-0.0) returns -0.0, TOSA returns +0.0: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.abs %a0 : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %lt = arith.cmpf olt, %x0, %z : f32
    %n = arith.negf %x0 : f32
    %y = arith.select %lt, %n, %x0 : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
