// tosa.reduce_max nan_mode=IGNORE lowered with the IGNORE body but a -Inf initial value (TOSA starts at NaN): an all-NaN row gives -Inf instead of NaN: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_max %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x2xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
func.func @tgt(%a: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%a : tensor<2x2xf32>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %ge = arith.cmpf oge, %init, %in : f32
      %m = arith.select %ge, %init, %in : f32
      %ni = arith.cmpf uno, %in, %in : f32
      %m2 = arith.select %ni, %init, %m : f32
      %na = arith.cmpf uno, %init, %init : f32
      %y = arith.select %na, %in, %m2 : f32
      linalg.yield %y : f32
    }
  %o = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  return %o : tensor<2x1xf32>
}
