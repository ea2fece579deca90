// tosa.argmax (PROPAGATE) axis 1 of abs(x) on 2x3x2 (a middle axis: iterators [parallel, reduction, parallel]): inputs >= +0.0 or NaN, so the -fMAX start (TOSA: -Inf) cannot show.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x3x2xf32>) -> tensor<2x2xi32> {
  %x = tosa.abs %a : (tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
  %0 = tosa.argmax %x {axis = 1 : i32} : (tensor<2x3x2xf32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
