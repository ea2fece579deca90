// tosa.reduce_min on i32 lowered with arith.minui (unsigned): min(-1, 1) becomes 1: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: tensor<2x3xi32>) -> tensor<2x1xi32> {
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}
func.func @tgt(%a: tensor<2x3xi32>) -> tensor<2x1xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %hi = arith.constant 2147483647 : i32
  %f = linalg.fill ins(%hi : i32) outs(%e : tensor<2xi32>) -> tensor<2xi32>
  %r = linalg.reduce ins(%a : tensor<2x3xi32>) outs(%f : tensor<2xi32>) dimensions = [1]
    (%in: i32, %init: i32) {
      %m = arith.minui %in, %init : i32
      linalg.yield %m : i32
    }
  %o = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xi32> into tensor<2x1xi32>
  return %o : tensor<2x1xi32>
}
