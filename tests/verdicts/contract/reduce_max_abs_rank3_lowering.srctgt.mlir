// tosa.abs then tosa.reduce_max axis 1 of 2x2x2 -> absf generic, then the MLIR 22 reduce_max lowering (fill -fMAX + linalg.reduce maximumf). The inputs are >= +0.0 or NaN, so neither the -fMAX start (TOSA: -Inf) nor a signed-zero tie can show; NaN propagates in both: correct.
// VERDICT: correct
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @src(%a: tensor<2x2x2xf32>) -> tensor<2x1x2xf32> {
  %x = tosa.abs %a : (tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  %0 = tosa.reduce_max %x {axis = 1 : i32} : (tensor<2x2x2xf32>) -> tensor<2x1x2xf32>
  return %0 : tensor<2x1x2xf32>
}
func.func @tgt(%a: tensor<2x2x2xf32>) -> tensor<2x1x2xf32> {
  %e0 = tensor.empty() : tensor<2x2x2xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<2x2x2xf32>) outs(%e0 : tensor<2x2x2xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = math.absf %in : f32
    linalg.yield %v : f32
  } -> tensor<2x2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %m = arith.constant -3.40282347E+38 : f32
  %f = linalg.fill ins(%m : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.reduce ins(%x : tensor<2x2x2xf32>) outs(%f : tensor<2x2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %y = arith.maximumf %in, %init : f32
      linalg.yield %y : f32
    }
  %o = tensor.expand_shape %r [[0, 1], [2]] output_shape [2, 1, 2] : tensor<2x2xf32> into tensor<2x1x2xf32>
  return %o : tensor<2x1x2xf32>
}
