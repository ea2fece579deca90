// tosa.reduce_min axis 1 of 2x3 lowered with arith.maximumf from -Inf (min returning the max): the row [1.0, 2.0, 3.0] gives 3.0 instead of 1.0: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
func.func @tgt(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %m = arith.maximumf %in, %init : f32
      linalg.yield %m : f32
    }
  %o = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  return %o : tensor<2x1xf32>
}
