// ROW: fusion-tensor
// PASSES: --linalg-fuse-elementwise-ops
// NOTE: a 2-D producer (mulf) on tensor<16x32xf32> read by a 3-D consumer through (d0, d1, d2) -> (d0, d2), broadcast over 4 (tensor<16x4x32xf32>, 2,048 elements).
#p = affine_map<(d0, d1) -> (d0, d1)>
#in = affine_map<(d0, d1, d2) -> (d0, d2)>
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @f(%a: tensor<16x32xf32>, %b: tensor<16x32xf32>, %c: tensor<16x4x32xf32>) -> tensor<16x4x32xf32> {
  %e2 = tensor.empty() : tensor<16x32xf32>
  %e = tensor.empty() : tensor<16x4x32xf32>
  %0 = linalg.generic {indexing_maps = [#p, #p, #p], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e2 : tensor<16x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  %1 = linalg.generic {indexing_maps = [#in, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %c : tensor<16x32xf32>, tensor<16x4x32xf32>) outs(%e : tensor<16x4x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %y, %x : f32
    linalg.yield %s : f32
  } -> tensor<16x4x32xf32>
  return %1 : tensor<16x4x32xf32>
}
