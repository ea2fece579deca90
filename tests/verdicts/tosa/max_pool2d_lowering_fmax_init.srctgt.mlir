// tosa.max_pool2d 2x2 -> the MLIR 22 lowering: fill -fMAX + linalg.pooling_nhwc_max. TOSA starts at -Inf, so a window of -Inf gives -Inf, the lowering -fMAX: miscompile (candidate upstream bug). The window operand is a shape-only tensor.empty that the body never reads.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
func.func @tgt(%x: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %cst = arith.constant -3.40282347E+38 : f32
  %e = tensor.empty() : tensor<1x1x1x1xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %win : tensor<1x2x2x1xf32>, tensor<2x2xf32>) outs(%f : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
