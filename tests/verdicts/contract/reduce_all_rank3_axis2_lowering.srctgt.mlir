// tosa.reduce_all axis 2 of 2x2x2 i1 -> fill true + linalg.reduce (andi) + expand_shape [[0], [1, 2]] (the tosa-to-linalg form): correct.
// VERDICT: correct
func.func @src(%a: tensor<2x2x2xi1>) -> tensor<2x2x1xi1> {
  %0 = tosa.reduce_all %a {axis = 2 : i32} : (tensor<2x2x2xi1>) -> tensor<2x2x1xi1>
  return %0 : tensor<2x2x1xi1>
}
func.func @tgt(%a: tensor<2x2x2xi1>) -> tensor<2x2x1xi1> {
  %e = tensor.empty() : tensor<2x2xi1>
  %t = arith.constant true
  %f = linalg.fill ins(%t : i1) outs(%e : tensor<2x2xi1>) -> tensor<2x2xi1>
  %r = linalg.reduce ins(%a : tensor<2x2x2xi1>) outs(%f : tensor<2x2xi1>) dimensions = [2]
    (%in: i1, %init: i1) {
      %y = arith.andi %in, %init : i1
      linalg.yield %y : i1
    }
  %o = tensor.expand_shape %r [[0], [1, 2]] output_shape [2, 2, 1] : tensor<2x2xi1> into tensor<2x2x1xi1>
  return %o : tensor<2x2x1xi1>
}
