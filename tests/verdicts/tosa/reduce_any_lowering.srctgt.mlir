// tosa.reduce_any -> fill false + linalg.reduce (ori): correct.
// VERDICT: correct
func.func @src(%a0: tensor<2x2xi1>) -> tensor<2x1xi1> {
  %0 = tosa.reduce_any %a0 {axis = 1 : i32} : (tensor<2x2xi1>) -> tensor<2x1xi1>
  return %0 : tensor<2x1xi1>
}
func.func @tgt(%a0: tensor<2x2xi1>) -> tensor<2x1xi1> {
  %e = tensor.empty() : tensor<2xi1>
  %cst = arith.constant 0 : i1
  %f = linalg.fill ins(%cst : i1) outs(%e : tensor<2xi1>) -> tensor<2xi1>
  %r = linalg.reduce ins(%a0 : tensor<2x2xi1>) outs(%f : tensor<2xi1>) dimensions = [1]
    (%in: i1, %init: i1) {
      %y = arith.ori %in, %init : i1
      linalg.yield %y : i1
    }
  %x = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
  return %x : tensor<2x1xi1>
}
