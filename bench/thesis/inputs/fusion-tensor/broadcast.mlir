// ROW: fusion-tensor
// PASSES: --linalg-fuse-elementwise-ops
// NOTE: a 1-D tensor<64xf32> producer (negf) broadcast along rows by the consumer on tensor<32x64xf32>.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#v = affine_map<(d0) -> (d0)>
func.func @f(%v: tensor<64xf32>, %c: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %e1 = tensor.empty() : tensor<64xf32>
  %e = tensor.empty() : tensor<32x64xf32>
  %0 = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%v : tensor<64xf32>) outs(%e1 : tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %1 = linalg.generic {indexing_maps = [#col, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%0, %c : tensor<64xf32>, tensor<32x64xf32>) outs(%e : tensor<32x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<32x64xf32>
  return %1 : tensor<32x64xf32>
}
