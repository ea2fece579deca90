// tosa.reduce_product axis 1 lowered with a -1.0 initial value (identity with the wrong sign): every non-NaN result has its sign flipped: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<2x2xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
func.func @tgt(%a: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %one = arith.constant -1.0 : f32
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%a : tensor<2x2xf32>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %m = arith.mulf %in, %init : f32
      linalg.yield %m : f32
    }
  %x = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  return %x : tensor<2x1xf32>
}
