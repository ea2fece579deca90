// ROW: fusion-tensor
// PASSES: --linalg-fuse-elementwise-ops
// NOTE: scalar f32 operand (map to ()) in the producer, fused into a tensor<32x32xf32> consumer.
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>
func.func @f(%a: tensor<32x32xf32>, %s: f32, %c: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %0 = linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %s : tensor<32x32xf32>, f32) outs(%e : tensor<32x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%0, %c : tensor<32x32xf32>, tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  return %1 : tensor<32x32xf32>
}
