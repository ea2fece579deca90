// ROW: linalg-canonicalize
// PASSES: --canonicalize
// NOTE: an identity linalg.generic (yield of its input) on tensor<32x64xf32> before an addf generic; canonicalize erases the copy.
// BUG: add_to_sub | arith.addf | arith.subf
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<32x64xf32>, %b: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %e = tensor.empty() : tensor<32x64xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<32x64xf32>) outs(%e : tensor<32x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<32x64xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%0, %b : tensor<32x64xf32>, tensor<32x64xf32>) outs(%e : tensor<32x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<32x64xf32>
  return %1 : tensor<32x64xf32>
}
