// tosa.reduce_min axis 1 of -abs(x): inputs are <= -0.0 or NaN, so the +fMAX init (TOSA: +Inf) cannot show.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %y = tosa.abs %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %x = tosa.negate %y, %zp, %zp : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  %0 = tosa.reduce_min %x {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
