// tosa.reduce_max nan_mode=IGNORE -> the MLIR 22 lowering (init -fMAX, maximumf, skip NaN inputs, all-NaN flag selects NaN): TOSA starts at NaN, so a row of -Inf gives -Inf, the lowering -fMAX: miscompile (candidate upstream bug).
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a0: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_max %a0 {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x2xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
#m1 = affine_map<(d0) -> (d0)>
func.func @tgt(%a0: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %cst = arith.constant -3.40282347E+38 : f32
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %true = arith.constant true
  %eb = tensor.empty() : tensor<2xi1>
  %fb = linalg.fill ins(%true : i1) outs(%eb : tensor<2xi1>) -> tensor<2xi1>
  %r:2 = linalg.reduce ins(%a0, %a0 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%f, %fb : tensor<2xf32>, tensor<2xi1>) dimensions = [1]
    (%in: f32, %in1: f32, %init: f32, %allnan: i1) {
      %m = arith.maximumf %in, %init : f32
      %n = arith.cmpf uno, %in, %in : f32
      %s = arith.select %n, %init, %m : f32
      %a = arith.andi %allnan, %n : i1
      linalg.yield %s, %a : f32, i1
    }
  %nan = arith.constant 0x7FC00000 : f32
  %en = tensor.empty() : tensor<2xf32>
  %fn = linalg.fill ins(%nan : f32) outs(%en : tensor<2xf32>) -> tensor<2xf32>
  %es = tensor.empty() : tensor<2xf32>
  %sel = linalg.select ins(%r#1, %fn, %r#0 : tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) outs(%es : tensor<2xf32>) -> tensor<2xf32>
  %x = tensor.expand_shape %sel [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  return %x : tensor<2x1xf32>
}
