// tosa.reduce_max (PROPAGATE) -> the MLIR 22 lowering: fill -3.40282347E+38 (-fMAX) + maximumf. TOSA starts at minimum_s = -Inf, so a row of -Inf must give -Inf but the lowering gives -fMAX: miscompile (real MLIR 22 lowering; candidate upstream bug).
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a0: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_max %a0 {axis = 1 : i32} : (tensor<2x2xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
func.func @tgt(%a0: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %cst = arith.constant -3.40282347E+38 : f32
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%a0 : tensor<2x2xf32>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %y = arith.maximumf %in, %init : f32
      linalg.yield %y : f32
    }
  %x = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  return %x : tensor<2x1xf32>
}
