// ROW: fusion-tensor
// PASSES: --linalg-fuse-elementwise-ops
// NOTE: as sum, the reduction body written addf %acc, %x (commuted).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f(%a: tensor<16x64xf32>, %b: tensor<16x64xf32>, %acc: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16x64xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e : tensor<16x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>
  %1 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<16x64xf32>) outs(%acc : tensor<16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %o, %x : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %1 : tensor<16xf32>
}
