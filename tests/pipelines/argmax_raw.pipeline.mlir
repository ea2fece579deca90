// tosa.argmax (PROPAGATE) of an unrestricted argument: row [-Inf, -fMAX, ...] gives index 1 in TOSA (start -Inf) but 0 in the MLIR 22 lowering (start -fMAX): candidate upstream bug.
// PIPELINE: tosa-lowering
// EXPECT: miscompile
func.func @main(%a: tensor<2x3xf32>) -> tensor<2xi32> {
  %x = tosa.identity %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.argmax %x {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
