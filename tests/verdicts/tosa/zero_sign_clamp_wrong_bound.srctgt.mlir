// tosa.clamp [0, 6] (ReLU6) lowered with the upper bound 5.0 instead of 6.0: x = 6.0 gives 5.0; the either-sign rule only frees the sign of zero results: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %a0 {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tgt(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %lo = arith.constant 0.0 : f32
  %hi = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.minimumf %x, %hi : f32
    %y = arith.maximumf %m, %lo : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
