// tosa.reduce_max axis 1 lowered with the spec-form body but the comparison flipped to ule (keeps the smaller value) from a -Inf init: the -Inf start is never replaced, so [1.0, 2.0] gives -Inf instead of 2.0: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<2x2xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
func.func @tgt(%a: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%a : tensor<2x2xf32>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %le = arith.cmpf ule, %init, %in : f32
      %m = arith.select %le, %init, %in : f32
      %n = arith.cmpf uno, %in, %in : f32
      %y = arith.select %n, %in, %m : f32
      linalg.yield %y : f32
    }
  %o = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  return %o : tensor<2x1xf32>
}
