// tosa.reduce_min axis 1 of an unrestricted argument: +fMAX init vs TOSA +Inf; an all +Inf row differs: candidate upstream bug.
// PIPELINE: tosa-lowering
// EXPECT: miscompile
func.func @main(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %x = tosa.identity %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.reduce_min %x {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
