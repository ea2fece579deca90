// tosa.reduce_max (PROPAGATE) -> fill -Inf + linalg.reduce with acc = isnan(in) ? in : (acc uge in ? acc : in), which is TOSA apply_max_s(acc, in) (NaN propagates, ties keep acc): correct.
// VERDICT: correct
func.func @src(%a0: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_max %a0 {axis = 1 : i32} : (tensor<2x2xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
func.func @tgt(%a0: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %cst = arith.constant 0xFF800000 : f32
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%a0 : tensor<2x2xf32>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %ge = arith.cmpf uge, %init, %in : f32
      %m = arith.select %ge, %init, %in : f32
      %n = arith.cmpf uno, %in, %in : f32
      %y = arith.select %n, %in, %m : f32
      linalg.yield %y : f32
    }
  %x = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  return %x : tensor<2x1xf32>
}
