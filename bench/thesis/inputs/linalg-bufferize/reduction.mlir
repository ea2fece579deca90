// ROW: linalg-bufferize
// PASSES: --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// NOTE: a row-sum reduction linalg.generic of tensor<16x64xf32> into a filled tensor<16xf32> (init = the bias argument broadcast by linalg.fill of a scalar) -> the same ops on memrefs.
// BUG: reduce_to_max | arith.addf | arith.maximumf
func.func @f(%a: tensor<16x64xf32>, %bias: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %f = linalg.fill ins(%bias : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<16x64xf32>) outs(%f : tensor<16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %o, %x : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %0 : tensor<16xf32>
}
