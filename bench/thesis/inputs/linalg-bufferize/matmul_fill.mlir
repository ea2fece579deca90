// ROW: linalg-bufferize
// PASSES: --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// NOTE: linalg.fill 0.0 + linalg.matmul 16x32 * 32x16 on tensors -> the same named ops on a memref.alloc (16x16).
// BUG: fill_value | linalg.fill ins\(%cst : f32\) | linalg.fill ins(%cst_0 : f32)
func.func @f(%a: tensor<16x32xf32>, %b: tensor<32x16xf32>) -> tensor<16x16xf32> {
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<16x16xf32>) {
  ^bb0(%o: f32):
    %s = arith.addf %o, %one : f32
    linalg.yield %s : f32
  } -> tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}
