// tosa.reduce_max (PROPAGATE) axis 2 of 2x1x2 -> fill -Inf + linalg.reduce whose body is apply_max_s(acc, in): isnan(in) ? in : (acc uge in ? acc : in) (uge keeps a NaN acc and the acc on ties): correct.
// VERDICT: correct
func.func @src(%a: tensor<2x1x2xf32>) -> tensor<2x1x1xf32> {
  %0 = tosa.reduce_max %a {axis = 2 : i32} : (tensor<2x1x2xf32>) -> tensor<2x1x1xf32>
  return %0 : tensor<2x1x1xf32>
}
func.func @tgt(%a: tensor<2x1x2xf32>) -> tensor<2x1x1xf32> {
  %e = tensor.empty() : tensor<2x1xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<2x1xf32>) -> tensor<2x1xf32>
  %r = linalg.reduce ins(%a : tensor<2x1x2xf32>) outs(%f : tensor<2x1xf32>) dimensions = [2]
    (%in: f32, %init: f32) {
      %ge = arith.cmpf uge, %init, %in : f32
      %m = arith.select %ge, %init, %in : f32
      %n = arith.cmpf uno, %in, %in : f32
      %y = arith.select %n, %in, %m : f32
      linalg.yield %y : f32
    }
  %o = tensor.expand_shape %r [[0], [1, 2]] output_shape [2, 1, 1] : tensor<2x1xf32> into tensor<2x1x1xf32>
  return %o : tensor<2x1x1xf32>
}
