// ROW: fusion-tensor
// PASSES: --linalg-fuse-elementwise-ops
// NOTE: three generics (subf, mulf, maximumf with 0.0: a relu) on tensor<4x16x16xf32> -> one generic.
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @f(%a: tensor<4x16x16xf32>, %b: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
  %e = tensor.empty() : tensor<4x16x16xf32>
  %z = arith.constant 0.0 : f32
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a, %b : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%e : tensor<4x16x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x16x16xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %b : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%e : tensor<4x16x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x16x16xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x16x16xf32>) outs(%e : tensor<4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.maximumf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<4x16x16xf32>
  return %2 : tensor<4x16x16xf32>
}
