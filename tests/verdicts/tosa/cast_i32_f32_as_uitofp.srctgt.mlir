// tosa.cast i32 -> f32 lowered with arith.uitofp: -1 becomes 4294967296.0: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi32>) -> tensor<2xf32> {
  %0 = tosa.cast %a0 : (tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xi32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: i32, %o: f32):
    %y = arith.uitofp %x0 : i32 to f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
