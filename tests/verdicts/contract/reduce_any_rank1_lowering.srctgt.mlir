// tosa.reduce_any axis 0 of tensor<3xi1> -> fill false on a rank-0 init + linalg.reduce (ori) + expand_shape [] (the tosa-to-linalg form): correct.
// VERDICT: correct
func.func @src(%a: tensor<3xi1>) -> tensor<1xi1> {
  %0 = tosa.reduce_any %a {axis = 0 : i32} : (tensor<3xi1>) -> tensor<1xi1>
  return %0 : tensor<1xi1>
}
func.func @tgt(%a: tensor<3xi1>) -> tensor<1xi1> {
  %e = tensor.empty() : tensor<i1>
  %fl = arith.constant false
  %f = linalg.fill ins(%fl : i1) outs(%e : tensor<i1>) -> tensor<i1>
  %r = linalg.reduce ins(%a : tensor<3xi1>) outs(%f : tensor<i1>) dimensions = [0]
    (%in: i1, %init: i1) {
      %y = arith.ori %in, %init : i1
      linalg.yield %y : i1
    }
  %o = tensor.expand_shape %r [] output_shape [1] : tensor<i1> into tensor<1xi1>
  return %o : tensor<1xi1>
}
