// ROW: fusion-tensor
// PASSES: --linalg-fuse-elementwise-ops
// NOTE: the consumer body reads an extra tensor<64xf32> table with tensor.extract at linalg.index 1 (a gather-like body); the elementwise producer on tensor<32x64xf32> is fused into it.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<32x64xf32>, %b: tensor<32x64xf32>, %t: tensor<64xf32>) -> tensor<32x64xf32> {
  %e = tensor.empty() : tensor<32x64xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<32x64xf32>, tensor<32x64xf32>) outs(%e : tensor<32x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<32x64xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<32x64xf32>) outs(%e : tensor<32x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %j = linalg.index 1 : index
    %v = tensor.extract %t[%j] : tensor<64xf32>
    %s = arith.mulf %x, %v : f32
    linalg.yield %s : f32
  } -> tensor<32x64xf32>
  return %1 : tensor<32x64xf32>
}
