// tosa.tile [2] on tensor<2xf32> -> broadcasting generic into 2x2 (map (d0,d1)->(d1)) + collapse_shape (the tosa-to-linalg form): [a0, a1, a0, a1]: correct.
// VERDICT: correct
#b = affine_map<(d0, d1) -> (d1)>
#i = affine_map<(d0, d1) -> (d0, d1)>
#b2 = affine_map<(d0, d1) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<4xf32> {
  %m = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.tile %a0, %m : (tensor<2xf32>, !tosa.shape<1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.generic {indexing_maps = [#b, #i], iterator_types = ["parallel", "parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x2xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  return %1 : tensor<4xf32>
}
