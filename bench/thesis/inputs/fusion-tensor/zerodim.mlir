// ROW: fusion-tensor
// PASSES: --linalg-fuse-elementwise-ops
// NOTE: zero-rank tensor<f32> producer (addf of two scalars) broadcast into a tensor<32x32xf32> consumer.
#id = affine_map<(d0, d1) -> (d0, d1)>
#z2 = affine_map<(d0, d1) -> ()>
#z0 = affine_map<() -> ()>
func.func @f(%p: tensor<f32>, %q: tensor<f32>, %c: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e0 = tensor.empty() : tensor<f32>
  %e = tensor.empty() : tensor<32x32xf32>
  %0 = linalg.generic {indexing_maps = [#z0, #z0, #z0], iterator_types = []} ins(%p, %q : tensor<f32>, tensor<f32>) outs(%e0 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %1 = linalg.generic {indexing_maps = [#z2, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%0, %c : tensor<f32>, tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.divf %y, %x : f32
    linalg.yield %s : f32
  } -> tensor<32x32xf32>
  return %1 : tensor<32x32xf32>
}
