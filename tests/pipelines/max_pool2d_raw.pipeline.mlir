// tosa.max_pool2d 2x2 with padding on an unrestricted argument: a window of -Inf values gives -fMAX in the MLIR 22 lowering, -Inf in TOSA: candidate upstream bug.
// PIPELINE: tosa-lowering
// EXPECT: miscompile
func.func @main(%a: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %x = tosa.identity %a : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
