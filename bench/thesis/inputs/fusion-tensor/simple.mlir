// ROW: fusion-tensor
// PASSES: --linalg-fuse-elementwise-ops
// NOTE: add generic then mul generic on tensor<32x32xf32> -> one fused generic.
// BUG: mul_to_add | arith.mulf | arith.addf
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<32x32xf32>, %b: tensor<32x32xf32>, %c: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<32x32xf32>, tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<32x32xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%0, %c : tensor<32x32xf32>, tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<32x32xf32>
  return %1 : tensor<32x32xf32>
}
