// tosa.reduce_min (PROPAGATE) axis 0 of 3x2 -> fill +Inf + linalg.reduce whose body is apply_min_s(acc, in): isnan(in) ? in : (acc ult in ? acc : in). apply_min_s returns its second operand on a tie (acc < in is false), which ult reproduces: correct.
// VERDICT: correct
func.func @src(%a: tensor<3x2xf32>) -> tensor<1x2xf32> {
  %0 = tosa.reduce_min %a {axis = 0 : i32} : (tensor<3x2xf32>) -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}
func.func @tgt(%a: tensor<3x2xf32>) -> tensor<1x2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %inf = arith.constant 0x7F800000 : f32
  %f = linalg.fill ins(%inf : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%a : tensor<3x2xf32>) outs(%f : tensor<2xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %lt = arith.cmpf ult, %init, %in : f32
      %m = arith.select %lt, %init, %in : f32
      %n = arith.cmpf uno, %in, %in : f32
      %y = arith.select %n, %in, %m : f32
      linalg.yield %y : f32
    }
  %o = tensor.expand_shape %r [[0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
  return %o : tensor<1x2xf32>
}
