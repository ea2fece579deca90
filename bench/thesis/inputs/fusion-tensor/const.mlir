// ROW: fusion-tensor
// PASSES: --linalg-fuse-elementwise-ops
// NOTE: splat constant tensor<16x64xf32> operand folded into the generic body as a scalar, then fused with the consumer.
// BUG: const_value | 2\.500000e\+00 | 2.000000e+00
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<16x64xf32>, %b: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %k = arith.constant dense<2.5> : tensor<16x64xf32>
  %e = tensor.empty() : tensor<16x64xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %k : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e : tensor<16x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%0, %b : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e : tensor<16x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>
  return %1 : tensor<16x64xf32>
}
