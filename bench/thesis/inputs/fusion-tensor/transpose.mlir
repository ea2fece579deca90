// ROW: fusion-tensor
// PASSES: --linalg-fuse-elementwise-ops
// NOTE: producer writes tensor<64x32xf32>, consumer reads it transposed (d1, d0) into 32x64: fused map composition.
// BUG: sub_operands_swapped | arith.subf %(\w+), %(\w+) | arith.subf %\2, %\1
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%a: tensor<64x32xf32>, %b: tensor<64x32xf32>, %c: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %e = tensor.empty() : tensor<64x32xf32>
  %e2 = tensor.empty() : tensor<32x64xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<64x32xf32>, tensor<64x32xf32>) outs(%e : tensor<64x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  %1 = linalg.generic {indexing_maps = [#tr, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%0, %c : tensor<64x32xf32>, tensor<32x64xf32>) outs(%e2 : tensor<32x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<32x64xf32>
  return %1 : tensor<32x64xf32>
}
