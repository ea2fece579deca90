// tosa.reduce_sum on i32 -> fill 0 + linalg.reduce (addi) + expand_shape (overflow is unpredictable in TOSA): correct.
// VERDICT: correct
func.func @src(%a0: tensor<2x2xi32>) -> tensor<2x1xi32> {
  %0 = tosa.reduce_sum %a0 {axis = 1 : i32} : (tensor<2x2xi32>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}
func.func @tgt(%a0: tensor<2x2xi32>) -> tensor<2x1xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %cst = arith.constant 0 : i32
  %f = linalg.fill ins(%cst : i32) outs(%e : tensor<2xi32>) -> tensor<2xi32>
  %r = linalg.reduce ins(%a0 : tensor<2x2xi32>) outs(%f : tensor<2xi32>) dimensions = [1]
    (%in: i32, %init: i32) {
      %y = arith.addi %in, %init : i32
      linalg.yield %y : i32
    }
  %x = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xi32> into tensor<2x1xi32>
  return %x : tensor<2x1xi32>
}
