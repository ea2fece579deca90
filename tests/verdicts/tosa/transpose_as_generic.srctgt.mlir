// tosa.transpose perms [1, 0] on 2x3 -> linalg.generic with input map (d0,d1)->(d1,d0) over the 3x2 output: correct.
// VERDICT: correct
#t = affine_map<(d0, d1) -> (d1, d0)>
#i = affine_map<(d0, d1) -> (d0, d1)>
func.func @src(%a0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = tosa.transpose %a0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
func.func @tgt(%a0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %e = tensor.empty() : tensor<3x2xf32>
  %0 = linalg.generic {indexing_maps = [#t, #i], iterator_types = ["parallel", "parallel"]} ins(%a0 : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
