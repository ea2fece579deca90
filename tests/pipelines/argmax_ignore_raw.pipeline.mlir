// tosa.argmax nan_mode = IGNORE of an unrestricted argument: row [NaN, -Inf, ...] gives index 1 in TOSA (start NaN) but 0 in the lowering: candidate upstream bug.
// PIPELINE: tosa-lowering
// EXPECT: miscompile
func.func @main(%a: tensor<2x3xf32>) -> tensor<2xi32> {
  %x = tosa.identity %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.argmax %x {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
